/** Time source; tests pass their own to move past idle limits and expiries without waiting. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

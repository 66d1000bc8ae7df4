export type CircuitState = 'closed' | 'open' | 'half-open';

export interface CircuitBreakerOptions {
  failureThreshold: number;
  resetMs: number;
  now: () => number;
}

/**
 * Counts consecutive failed requests. At the threshold it opens and refuses work; after resetMs
 * it lets exactly one trial through (half-open). A success closes it, a failed trial re-opens it.
 */
export function createCircuitBreaker({ failureThreshold, resetMs, now }: CircuitBreakerOptions) {
  let failures = 0;
  let openedAt: number | null = null;
  let trialInFlight = false;

  function state(): CircuitState {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= resetMs ? 'half-open' : 'open';
  }

  return {
    state,
    /** Asks to send a request: 'closed' and 'trial' may proceed, 'refused' may not. */
    admit(): 'closed' | 'trial' | 'refused' {
      const current = state();
      if (current === 'closed') return 'closed';
      if (current === 'open' || trialInFlight) return 'refused';
      trialInFlight = true;
      return 'trial';
    },
    recordSuccess(): void {
      failures = 0;
      openedAt = null;
      trialInFlight = false;
    },
    recordFailure(): void {
      failures += 1;
      if (trialInFlight || failures >= failureThreshold) openedAt = now();
      trialInFlight = false;
    },
  };
}

import type { Clock } from './clock';

export type CircuitState = 'closed' | 'open' | 'half-open';

/**
 * Stops calling a failing dependency: after `threshold` consecutive failures the circuit opens and
 * calls are refused for `resetMs`; then one trial call is let through, and its outcome decides.
 */
export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;

  constructor(
    private readonly clock: Clock,
    private readonly threshold = 3,
    private readonly resetMs = 30_000,
  ) {}

  get state(): CircuitState {
    if (this.openedAt === null) return 'closed';
    return this.clock.now().getTime() - this.openedAt >= this.resetMs ? 'half-open' : 'open';
  }

  /** True when a call may go ahead; in half-open only one trial at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  recordSuccess(): void {
    this.failures = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }

  /** Gives back a trial that ended with no verdict (the caller went away), so another may run. */
  release(): void {
    this.trialInFlight = false;
  }

  recordFailure(): void {
    this.trialInFlight = false;
    this.failures += 1;
    if (this.openedAt !== null || this.failures >= this.threshold) this.openedAt = this.clock.now().getTime();
  }
}

/** One breaker per key (e.g. per company and provider), created on first use. */
export class CircuitBreakers {
  private readonly breakers = new Map<string, CircuitBreaker>();
  constructor(
    private readonly clock: Clock,
    private readonly threshold = 3,
    private readonly resetMs = 30_000,
  ) {}

  for(key: string): CircuitBreaker {
    let breaker = this.breakers.get(key);
    if (!breaker) {
      breaker = new CircuitBreaker(this.clock, this.threshold, this.resetMs);
      this.breakers.set(key, breaker);
    }
    return breaker;
  }
}

import type { Clock } from './clock';

export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Fixed-window counters kept in this process. One instance serves one process; several instances
 * behind a load balancer would each count separately (a shared store is the scale path).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(private readonly clock: Clock) {}

  hit(key: string, rule: RateLimitRule): RateLimitResult {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const current = this.windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + rule.windowMs };
    window.count += 1;
    this.windows.set(key, window);
    const allowed = window.count <= rule.limit;
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((window.resetAt - now) / 1000) };
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

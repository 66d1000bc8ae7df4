import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { AppError } from './errors';

/** A named limit: at most `points` hits per key in `durationSeconds`. */
export type RateLimitRule = { name: string; points: number; durationSeconds: number };

/** The one 429: the message the user reads, and when to try again (header and body). */
export function tooManyRequests(message: string, retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(ERROR_CODES.rateLimited, message, { retryAfterSeconds: seconds }, { 'retry-after': String(seconds) });
}

/**
 * Rate limits by rule and key, counted in Redis when there is one (so every instance counts the
 * same hits) and in this process otherwise. If Redis stops answering, each instance goes on
 * counting in memory rather than letting everything through or refusing everyone.
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly redis: Redis | undefined) {}

  /** Counts a hit; over the limit, throws the 429 with `message` (given the whole seconds to wait, when it names them). */
  async consume(rule: RateLimitRule, key: string, message: string | ((waitSeconds: number) => string)): Promise<void> {
    const refusal = await this.hit(rule, key);
    if (refusal === null) return;
    throw tooManyRequests(typeof message === 'string' ? message : message(Math.max(1, Math.ceil(refusal))), refusal);
  }

  /** Counts a hit; false when over the limit (for limits that must not say they were reached). */
  async tryConsume(rule: RateLimitRule, key: string): Promise<boolean> {
    return (await this.hit(rule, key)) === null;
  }

  /** Seconds until the key may try again when it has used up its points, else null; counts nothing. */
  async exhausted(rule: RateLimitRule, key: string): Promise<number | null> {
    const state = await this.limiter(rule).get(key);
    // The memory store keeps an expired window until its timer clears it: expired is not exhausted.
    return state && state.consumedPoints >= rule.points && state.msBeforeNext > 0 ? state.msBeforeNext / 1000 : null;
  }

  /** Counts a hit without refusing it (failures are counted after the fact). */
  async count(rule: RateLimitRule, key: string): Promise<void> {
    await this.limiter(rule).penalty(key, 1);
  }

  /** Gives back a hit counted for something that did not happen after all. */
  async refund(rule: RateLimitRule, key: string): Promise<void> {
    await this.limiter(rule).reward(key, 1);
  }

  async reset(rule: RateLimitRule, key: string): Promise<void> {
    await this.limiter(rule).delete(key);
  }

  /** Seconds until the key may try again, or null when the hit was allowed. */
  private async hit(rule: RateLimitRule, key: string): Promise<number | null> {
    try {
      await this.limiter(rule).consume(key);
      return null;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return outcome.msBeforeNext / 1000;
      throw outcome;
    }
  }

  private limiter(rule: RateLimitRule): RateLimiterAbstract {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      const options = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
      const memory = new RateLimiterMemory(options);
      limiter = this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: memory }) : memory;
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }
}

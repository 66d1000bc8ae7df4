import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/platform/rate-limit';
import { TestClock } from '../support/test-app';

const RULE = { limit: 3, windowMs: 60_000 };

describe('RateLimiter', () => {
  it('allows up to the limit within a window, then refuses with the seconds left', () => {
    const clock = new TestClock();
    const limiter = new RateLimiter(clock);
    expect([1, 2, 3].map(() => limiter.hit('k', RULE).allowed)).toEqual([true, true, true]);
    clock.advance(20_000);
    expect(limiter.hit('k', RULE)).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it('opens again when the window has passed', () => {
    const clock = new TestClock();
    const limiter = new RateLimiter(clock);
    for (let i = 0; i < 4; i += 1) limiter.hit('k', RULE);
    clock.advance(59_999);
    expect(limiter.hit('k', RULE).allowed).toBe(false);
    clock.advance(1);
    expect(limiter.hit('k', RULE)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(limiter.hit('k', RULE).allowed).toBe(true);
    expect(limiter.hit('k', RULE).allowed).toBe(true);
    expect(limiter.hit('k', RULE).allowed).toBe(false);
  });

  it('counts keys separately', () => {
    const limiter = new RateLimiter(new TestClock());
    for (let i = 0; i < 3; i += 1) limiter.hit('a', RULE);
    expect(limiter.hit('a', RULE).allowed).toBe(false);
    expect(limiter.hit('b', RULE).allowed).toBe(true);
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter(new TestClock());
    for (let i = 0; i < 4; i += 1) limiter.hit('a', RULE);
    limiter.reset('a');
    expect(limiter.hit('a', RULE).allowed).toBe(true);
  });

  it('keeps counting correctly after expired windows are swept', () => {
    const clock = new TestClock();
    const limiter = new RateLimiter(clock);
    for (let i = 0; i < 4; i += 1) limiter.hit('old', RULE);
    clock.advance(120_000);
    limiter.hit('other', RULE);
    expect(limiter.hit('old', RULE).allowed).toBe(true);
  });
});

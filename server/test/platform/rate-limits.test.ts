import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors';
import { RateLimits, type RateLimitRule } from '../../src/platform/rate-limits';
import { TestClock } from '../support/test-app';

const RULE: RateLimitRule = { name: 'test', points: 3, durationSeconds: 60 };

async function refusal(attempt: Promise<void>): Promise<AppError> {
  const error = await attempt.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error('expected a refusal');
  return error;
}

describe('RateLimits in memory', () => {
  it('allows up to the limit in a window, then refuses with a 429 that says when to come back', async () => {
    const clock = new TestClock();
    const limits = new RateLimits(undefined);
    for (let i = 0; i < 3; i += 1) await limits.consume(RULE, 'k', 'Slow down');
    clock.advance(20_000);
    const error = await refusal(limits.consume(RULE, 'k', 'Slow down'));
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe('Slow down');
    expect(error.headers?.['retry-after']).toBe('40');
    expect(error.details).toEqual({ retryAfterSeconds: 40 });
  });

  it('opens again when the window has passed', async () => {
    const clock = new TestClock();
    const limits = new RateLimits(undefined);
    const rule = { ...RULE, name: 'window' };
    for (let i = 0; i < 3; i += 1) await limits.consume(rule, 'k', 'no');
    clock.advance(59_000);
    expect(await limits.tryConsume(rule, 'k')).toBe(false);
    clock.advance(1_100);
    expect(await limits.tryConsume(rule, 'k')).toBe(true);
  });

  it('counts keys and rules separately, and forgets a key on reset', async () => {
    new TestClock();
    const limits = new RateLimits(undefined);
    const other = { ...RULE, name: 'other' };
    for (let i = 0; i < 3; i += 1) await limits.consume(RULE, 'a', 'no');
    expect(await limits.tryConsume(RULE, 'a')).toBe(false);
    expect(await limits.tryConsume(RULE, 'b')).toBe(true);
    expect(await limits.tryConsume(other, 'a')).toBe(true);
    await limits.reset(RULE, 'a');
    expect(await limits.tryConsume(RULE, 'a')).toBe(true);
  });
});

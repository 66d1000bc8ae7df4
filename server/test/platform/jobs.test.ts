import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Jobs, type QueueDefinition } from '../../src/platform/jobs';
import { createTestDatabase, testDatabaseKind } from '../support/database';

const logger = pino({ level: 'silent' });
let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const queue = (name: string): QueueDefinition => ({ name, retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 30 });

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('Jobs on the application database', () => {
  it('runs a job at once, once', async () => {
    const jobs = await Jobs.start(database.handle, logger);
    const seen: string[] = [];
    await jobs.work<{ word: string }>(queue('once'), async ({ word }) => {
      seen.push(word);
    });
    await jobs.send('once', { word: 'hello' });
    await until(() => seen.length > 0);
    await until(async () => (await jobs.pending('once')) === 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await jobs.stop();
    expect(seen).toEqual(['hello']);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const jobs = await Jobs.start(database.handle, logger);
    const attempts: number[] = [];
    await jobs.work<{ n: number }>(queue('flaky'), async (_data, job) => {
      attempts.push(job.retryCount);
      if (attempts.length < 3) throw new Error('not yet');
    });
    await jobs.send('flaky', { n: 1 });
    await until(() => attempts.length === 3);
    await jobs.stop();
    expect(attempts).toEqual([0, 1, 2]);
  });

  it('lets the database be closed right after stopping, even with jobs arriving meanwhile', async () => {
    // A fresh embedded database takes seconds; the race this guards against shows on PostgreSQL.
    const rounds = testDatabaseKind === 'postgres' ? 3 : 1;
    for (let round = 0; round < rounds; round += 1) {
      const own = await createTestDatabase();
      const jobs = await Jobs.start(own.handle, logger);
      let handled = 0;
      await jobs.work<{ round: number }>(queue('busy'), async () => {
        handled += 1;
      });
      await Promise.all([jobs.send('busy', { round }), jobs.send('busy', { round })]);
      await jobs.stop(5_000);
      // Every job that ran was also marked done before stop returned; the rest wait for the next start.
      const { rows } = await own.handle.executeSql("select state from pgboss.job where name = 'busy'");
      const states = (rows as { state: string }[]).map((row) => row.state);
      expect(states.filter((state) => state === 'completed')).toHaveLength(handled);
      expect(states.filter((state) => state !== 'completed').every((state) => state === 'created' || state === 'retry')).toBe(
        true,
      );
      // Vitest fails the run on an unhandled rejection from a query on the closed database.
      await own.drop();
    }
  }, 60_000);
});

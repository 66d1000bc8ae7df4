import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, rowsOf, type DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { sql } from 'drizzle-orm';
import { addKnowledge, signUpCompany } from '../support/accounts';
import { startFreshCluster } from '../support/fresh-cluster';
import { createTestApp, startTestInstance, type TestContext } from '../support/test-app';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** A company whose visitors the built-in responder answers from one knowledge entry. */
async function companyWithKnowledge(ctx: TestContext): Promise<string> {
  const owner = await signUpCompany(ctx, { companyName: 'Resilient Rentals' });
  await addKnowledge(ctx, owner.token, 'Opening hours', 'We are open every day from 8am to 8pm.');
  return owner.user.companySlug ?? '';
}

const ask = (ctx: TestContext, slug: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/public-chat/chat/${slug}`,
    payload: { message: 'When are you open?' },
    remoteAddress: ip,
  });

describe('PostgreSQL dropping connections under load', () => {
  it('answers the affected requests with 503, stays up, and serves again at once', async () => {
    const ctx = await createTestApp({ CHAT_RATE_LIMIT_PER_COMPANY: '10000' });
    closers.push(ctx.close);
    const slug = await companyWithKnowledge(ctx);
    const [{ name = '' } = {}] = rowsOf<{ name: string }>(await ctx.database.db.execute(sql`select current_database() as name`));
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    closers.push(() => admin.end());

    for (let round = 0; round < 3; round += 1) {
      const requests = Array.from({ length: 20 }, (_, i) => ask(ctx, slug, `198.51.100.${round * 20 + i}`));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        name,
      ]);
      const statuses = (await Promise.all(requests)).map((response) => response.statusCode);
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    }
    const dropped = await ask(ctx, slug, '198.51.100.250');
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json().reply).toContain('8am to 8pm');
  }, 60_000);

  it('gives a clear 503 with Retry-After while the database is away', async () => {
    const cluster = await startFreshCluster();
    closers.push(cluster.stop);
    const database = await openPostgres(cluster.url, 4);
    closers.push(() => database.close());
    await runMigrations(database);
    const ctx = await startTestInstance(database);
    closers.push(ctx.close);
    const slug = await companyWithKnowledge(ctx);

    const stopped = cluster.restart();
    const during = await ask(ctx, slug, '198.51.100.1');
    await stopped;
    expect([200, 503]).toContain(during.statusCode);
    if (during.statusCode === 503) {
      expect(during.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(during.headers['retry-after']).toBeDefined();
    }
    expect((await ask(ctx, slug, '198.51.100.2')).statusCode).toBe(200);
  }, 60_000);

  it('loses no acknowledged write when PostgreSQL restarts in the middle of a load', async () => {
    const cluster = await startFreshCluster();
    closers.push(cluster.stop);
    const database: DatabaseHandle = await openPostgres(cluster.url, 8);
    await runMigrations(database);
    const ctx = await startTestInstance(database, { CHAT_RATE_LIMIT_PER_COMPANY: '10000' });
    const slug = await companyWithKnowledge(ctx);

    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let sending = true;
    const load = Promise.all(
      Array.from({ length: 6 }, async (_, worker) => {
        for (let i = 0; sending; i += 1) {
          const response = await ask(ctx, slug, `203.0.113.${worker * 40 + (i % 40)}`);
          statuses.push(response.statusCode);
          if (response.statusCode === 200) acknowledged.push(response.json().sessionId);
        }
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cluster.restart();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    sending = false;
    await load;

    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(200);
    const stored = rowsOf<{ session_id: string; messages: number }>(
      await database.db.execute(
        sql`select session_id, count(*)::int as messages from chat_messages group by session_id having count(*) >= 2`,
      ),
    );
    const complete = new Set(stored.map((row) => row.session_id));
    expect(acknowledged.filter((sessionId) => !complete.has(sessionId))).toEqual([]);

    // Every connection went back to the pool: closing it does not wait for one that leaked.
    await ctx.close();
    const closing = await Promise.race([
      database.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('a connection was never released'), 5_000)),
    ]);
    expect(closing).toBe('closed');
  }, 90_000);
});

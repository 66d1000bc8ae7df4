import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { startFreshCluster } from '../support/fresh-cluster';

const DATABASES_AT_ONCE = 6;
const ROUNDS = 3;

// On a new machine the cluster-wide tenant role does not exist yet, and the suite's test files
// migrate their own databases at the same moment: every one of them must succeed.
describe('migrations on a freshly created PostgreSQL cluster', () => {
  let cluster: Awaited<ReturnType<typeof startFreshCluster>>;

  beforeAll(async () => {
    cluster = await startFreshCluster();
  }, 60_000);
  afterAll(async () => cluster?.stop());

  async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  it(`migrates ${DATABASES_AT_ONCE} databases at once while the tenant role is being created, round after round`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const names = Array.from({ length: DATABASES_AT_ONCE }, (_, i) => `fresh_${round}_${i}`);
      await admin(async (client) => {
        for (const name of names) await client.query(`create database ${name}`);
      });
      const results = await Promise.allSettled(
        names.map(async (name) => {
          const url = new URL(cluster.url);
          url.pathname = `/${name}`;
          const handle = await openPostgres(url.toString(), 2);
          try {
            await runMigrations(handle);
            return handle.rlsEnabled;
          } finally {
            await handle.close();
          }
        }),
      );
      const failures = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
      expect(failures).toEqual([]);
      expect(results.map((result) => result.status === 'fulfilled' && result.value)).toEqual(names.map(() => true));
      // Back to a cluster without the role, so the next round races on its creation again.
      await admin(async (client) => {
        for (const name of names) await client.query(`drop database ${name}`);
        await client.query('drop role frontdesk_tenant');
      });
    }
  }, 120_000);
});

import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { isProcessAlive } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunPid: number;
  }
}

const PREFIX = 'frontdesk_test_';

/** Drops the test databases of runs that are no longer alive (or of this run, when `own`). */
async function dropLeftovers(adminUrl: string, own: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname like '${PREFIX}%'`);
    for (const { datname } of rows) {
      const pid = Number(/^frontdesk_test_(\d+)_/.exec(datname)?.[1]);
      const leftover = own ? pid === process.pid : !pid || !isProcessAlive(pid);
      if (leftover) await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Test databases carry the pid of the run that made them. A run that crashed leaves its databases
 * behind; the next run drops them, and every run drops whatever its own files failed to.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('testRunPid', process.pid);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !adminUrl) return async () => {};
  await dropLeftovers(adminUrl, false);
  return () => dropLeftovers(adminUrl, true);
}

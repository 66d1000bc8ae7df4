import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { isProcessAlive, openPglite } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    testRunPid: number;
    /** PGlite data directories every test file starts from: fresh, and with every migration run. */
    pgliteTemplates: { blank: string; migrated: string } | null;
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
  if (process.env.TEST_DB !== 'postgres') {
    const directory = mkdtempSync(path.join(tmpdir(), 'frontdesk-pglite-'));
    project.provide('pgliteTemplates', await makePgliteTemplates(directory));
    return async () => rmSync(directory, { recursive: true, force: true });
  }
  project.provide('pgliteTemplates', null);
  if (!adminUrl) return async () => {};
  await dropLeftovers(adminUrl, false);
  return () => dropLeftovers(adminUrl, true);
}

/**
 * PGlite runs initdb whenever it opens an empty directory, about three seconds each time; the test
 * files instead start from a dump made once here (under a second to load).
 */
async function makePgliteTemplates(directory: string): Promise<{ blank: string; migrated: string }> {
  const handle = await openPglite(undefined);
  const { dumpDataDir } = handle;
  if (!dumpDataDir) throw new Error('an embedded database can always dump its data directory');
  try {
    const dump = async (name: string): Promise<string> => {
      const file = path.join(directory, `${name}.tar`);
      writeFileSync(file, Buffer.from(await (await dumpDataDir()).arrayBuffer()));
      return file;
    };
    const blank = await dump('blank');
    await runMigrations(handle);
    return { blank, migrated: await dump('migrated') };
  } finally {
    await handle.close();
  }
}

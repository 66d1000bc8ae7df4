import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';

/** Which database the server suite runs on: PGlite by default, PostgreSQL when TEST_DB=postgres. */
export const testDatabaseKind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file. On PostgreSQL it is a new database created from
 * TEST_DATABASE_URL and dropped afterwards, so files can run in parallel without sharing rows.
 */
export async function createTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (testDatabaseKind === 'pglite') {
    const handle = await openPglite(undefined);
    await runMigrations(handle);
    // A test may already have closed the handle (readiness checks); dropping stays safe.
    return { handle, drop: () => handle.close().catch(() => undefined) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  const name = `frontdesk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  await runMigrations(handle);
  return {
    handle,
    drop: async () => {
      await handle.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

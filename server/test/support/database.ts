import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { expect, inject } from 'vitest';
import { detectRls, openPglite, openPostgres, rowsOf, type DatabaseHandle } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';

/** Which database the server suite runs on: PGlite by default, PostgreSQL when TEST_DB=postgres. */
export const testDatabaseKind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file. On PostgreSQL it is a new database created from
 * TEST_DATABASE_URL and dropped afterwards, so files can run in parallel without sharing rows.
 */
export async function createTestDatabase(
  options: { migrate?: boolean } = {},
): Promise<{ handle: DatabaseHandle; url?: string; drop: () => Promise<void> }> {
  const migrate = options.migrate ?? true;
  if (testDatabaseKind === 'pglite') {
    const templates = inject('pgliteTemplates');
    if (!templates) throw new Error('the PGlite templates are made by test/global-setup.ts; run the suite through vitest');
    const handle = await openPglite(undefined, new Blob([readFileSync(migrate ? templates.migrated : templates.blank)]));
    // The migrations made the tenant role; runMigrations would have noticed it, as the server does.
    if (migrate) await detectRls(handle);
    // A test may already have closed the handle (readiness checks); dropping stays safe.
    return { handle, drop: () => handle.close().catch(() => undefined) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  // The run's pid in the name lets the next run drop what a crashed run left (test/global-setup.ts).
  const name = `frontdesk_test_${inject('testRunPid')}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  if (migrate) await runMigrations(handle);
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await handle.close().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Checks that no pooled connection was left under the tenant role or scoped to a company: more
 * queries at once than the pool has connections, so every connection answers one.
 */
export async function expectNoScopedConnection(handle: DatabaseHandle): Promise<void> {
  const seen = await Promise.all(
    Array.from({ length: 12 }, async () =>
      rowsOf<{ role: string; company: string | null }>(
        await handle.db.execute(sql`select current_user as role, nullif(current_setting('app.company_id', true), '') as company`),
      ),
    ),
  );
  for (const [row] of seen) {
    expect(row?.role).not.toBe('frontdesk_tenant');
    expect(row?.company).toBeNull();
  }
}

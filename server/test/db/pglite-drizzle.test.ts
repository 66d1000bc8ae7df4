import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, rowsOf, type DatabaseHandle } from '../../src/db/client';

// The embedded database gives drizzle its text parsers once, in the client's table (pglite-drizzle.ts).
describe('embedded database parsers', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    // The suite on PostgreSQL makes no PGlite templates; a fresh embedded database then.
    const templates = inject('pgliteTemplates');
    handle = await openPglite(undefined, templates ? new Blob([readFileSync(templates.blank)]) : undefined);
  }, 60_000);
  afterAll(() => handle.close());

  const AT = sql`select '2026-01-02T03:04:05Z'::timestamptz as at, '2026-01-02'::date as day, array['2026-01-02T03:04:05Z'::timestamptz] as ats`;

  it('hands drizzle timestamps, dates and their arrays as text, in and out of a transaction', async () => {
    const expected = { at: '2026-01-02 03:04:05+00', day: '2026-01-02', ats: '{"2026-01-02 03:04:05+00"}' };
    expect(rowsOf(await handle.db.execute(AT))).toEqual([expected]);
    const inTransaction = await handle.transaction(async (tx) => rowsOf(await tx.execute(AT)));
    expect(inTransaction).toEqual([expected]);
  });

  it('keeps PGlite’s own parsing for the job queue’s SQL', async () => {
    const withValues = await handle.executeSql('select $1::timestamptz as at', ['2026-01-02T03:04:05Z']);
    expect(withValues.rows).toEqual([{ at: new Date('2026-01-02T03:04:05Z') }]);
    const [row] = (await handle.executeSql(`select '2026-01-02T03:04:05Z'::timestamptz as at`)).rows as { at: unknown }[];
    expect(row?.at).toEqual(new Date('2026-01-02T03:04:05Z'));
  });
});

import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PGlite, QueryOptions } from '@electric-sql/pglite';
import { NoopCache } from 'drizzle-orm/cache/core';
import { NoopLogger } from 'drizzle-orm/logger';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { openPglite, rowsOf, type DatabaseHandle } from '../../src/db/client';
import { DRIZZLE_TEXT_TYPES } from '../../src/db/pglite-drizzle';

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
    const [row] = (
      await handle.executeSql(
        `select '2026-01-02T03:04:05Z'::timestamptz as at, array['2026-01-02T03:04:05Z'::timestamptz] as ats, array[1.5]::numeric[] as amounts`,
      )
    ).rows as { at: unknown; ats: unknown; amounts: unknown }[];
    expect(row).toEqual({ at: new Date('2026-01-02T03:04:05Z'), ats: [new Date('2026-01-02T03:04:05Z')], amounts: ['1.5'] });
  });

  it('reads our own statements as drizzle does, json parsed and timestamps as text, each statement its rows', async () => {
    const results = await handle.executeEach(
      `select '2026-01-02T03:04:05Z'::timestamptz as at; select json_build_object('role', 'user') as turn, 2 as n`,
    );
    expect(results).toEqual([[{ at: '2026-01-02 03:04:05+00' }], [{ turn: { role: 'user' }, n: 2 }]]);
  });

  it('sets as text exactly the types drizzle asks for', async () => {
    let asked: QueryOptions | undefined;
    const recorder = {
      query: async (_query: string, _params: unknown[], options: QueryOptions) => ((asked = options), { rows: [] }),
    };
    await new PglitePreparedQuery(
      recorder as unknown as PGlite,
      'select 1',
      [],
      new NoopLogger(),
      new NoopCache(),
      undefined,
      undefined,
      undefined,
      undefined,
      false,
    ).execute();
    const oids = Object.keys(asked?.parsers ?? {}).map(Number);
    expect(oids.length).toBeGreaterThan(0);
    expect(DRIZZLE_TEXT_TYPES.map(({ oid }) => oid).sort()).toEqual(oids.sort());
  });
});

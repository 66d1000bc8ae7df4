import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const count = async (table: string) =>
  Number(rowsOf<{ n: string | number }>(await ctx.database.db.execute(sql.raw(`select count(*) as n from ${table}`)))[0]?.n);

describe('runMigrations', () => {
  it('seeds the business types and the terms', async () => {
    expect(await count('company_types')).toBeGreaterThanOrEqual(4);
    expect(await count('terms')).toBe(1);
  });

  it('can run again on a migrated database without changing anything', async () => {
    const before = { types: await count('company_types'), terms: await count('terms') };
    await runMigrations(ctx.database);
    await runMigrations(ctx.database);
    expect({ types: await count('company_types'), terms: await count('terms') }).toEqual(before);
    expect(ctx.database.rlsEnabled).toBe(true);
  });

  it('enables row-level security on the tenant tables', async () => {
    const rows = rowsOf<{ relname: string; relrowsecurity: boolean }>(
      await ctx.database.db.execute(
        sql`select relname, relrowsecurity from pg_class where relname in ('users', 'user_permissions', 'account_tokens', 'companies')`,
      ),
    );
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.relrowsecurity)).toBe(true);
  });
});

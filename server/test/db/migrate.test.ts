import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createTestDatabase } from '../support/database';
import { createTestApp, type TestContext } from '../support/test-app';

const migrations = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** The committed migrations up to and including `tag`, as a database of an older release had them. */
function migrationsUpTo(tag: string): { folder: string; remove: () => void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'frontdesk-migrations-'));
  cpSync(migrations, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  if (last === -1) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

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

  it('puts every table that holds a company id, and companies itself, under a row-level-security policy', async () => {
    const rows = rowsOf<{ table: string; secured: boolean; policies: number }>(
      await ctx.database.db.execute(sql`
        select c.relname as table, c.relrowsecurity as secured,
               (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and (c.relname = 'companies' or exists (
            select 1 from information_schema.columns col
            where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'company_id'))
          -- Platform records that name a company but are read across companies by design (decision 002).
          and c.relname not in ('sessions', 'audit_log')
        order by 1`),
    );
    expect(rows.map((row) => row.table)).toEqual(expect.arrayContaining(['companies', 'users', 'prompt_settings', 'chat_leads']));
    expect(rows.filter((row) => !row.secured || row.policies === 0)).toEqual([]);
  });
});

describe('upgrading a database of an earlier release', () => {
  it("moves each company's prompt choice into prompt_settings without losing it", async () => {
    const { handle, drop } = await createTestDatabase({ migrate: false });
    const old = migrationsUpTo('0004_prompt_rule_key_unique');
    try {
      await runMigrations(handle, old.folder);
      await handle.db.execute(sql`insert into companies (id, name, slug, company_type) values
        ('company-custom01', 'Custom Co', 'custom-co', 'general'), ('company-default1', 'Default Co', 'default-co', 'general')`);
      await handle.db.execute(sql`insert into assistant_settings (company_id, use_default_prompt, model) values
        ('company-custom01', false, 'gpt-4'), ('company-default1', true, 'gpt-3.5-turbo')`);

      await runMigrations(handle);

      const choices = rowsOf<{ company_id: string; use_default_prompt: boolean }>(
        await handle.db.execute(sql`select company_id, use_default_prompt from prompt_settings order by company_id`),
      );
      expect(choices).toEqual([
        { company_id: 'company-custom01', use_default_prompt: false },
        { company_id: 'company-default1', use_default_prompt: true },
      ]);
      const settings = rowsOf<{ model: string }>(
        await handle.db.execute(sql`select model from assistant_settings order by company_id`),
      );
      expect(settings.map((row) => row.model)).toEqual(['gpt-4', 'gpt-3.5-turbo']);
    } finally {
      old.remove();
      await drop();
    }
  });
});

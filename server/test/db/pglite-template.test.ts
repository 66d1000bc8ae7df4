import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, rowsOf } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { pgliteTemplateFor, writePgliteTemplate } from '../../src/db/pglite-template';

const scratch = mkdtempSync(path.join(tmpdir(), 'frontdesk-template-'));
const templateFile = path.join(scratch, 'template.tar.gz');
const committedMigrations = readdirSync(new URL('../../src/db/migrations', import.meta.url)).filter((name) =>
  name.endsWith('.sql'),
).length;

beforeAll(() => writePgliteTemplate(templateFile), 60_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the embedded database's migrated template", () => {
  it('is what a first start on an empty data directory begins from, with every migration applied, and is kept on disk', async () => {
    const dataDir = path.join(scratch, 'first-start');
    mkdirSync(dataDir);
    const template = pgliteTemplateFor(dataDir, templateFile);
    expect(template).toBeDefined();
    const first = await openPglite(dataDir, template);
    const applied = async (handle: typeof first) =>
      rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]?.n;
    try {
      expect(await applied(first)).toBe(committedMigrations);
      await runMigrations(first);
      expect(await applied(first)).toBe(committedMigrations);
      await first.db.execute(
        sql`insert into companies (id, name, slug, company_type) values ('kept', 'Kept', 'kept', 'general')`,
      );
    } finally {
      await first.close();
    }
    // Started again, the directory holds a database: the template is not used, and what was written is there.
    expect(pgliteTemplateFor(dataDir, templateFile)).toBeUndefined();
    const again = await openPglite(dataDir);
    try {
      expect(rowsOf<{ slug: string }>(await again.db.execute(sql`select slug from companies where id = 'kept'`))).toEqual([
        { slug: 'kept' },
      ]);
    } finally {
      await again.close();
    }
  });

  it('is not used when the build made none', () => {
    expect(pgliteTemplateFor(path.join(scratch, 'elsewhere'), path.join(scratch, 'missing.tar.gz'))).toBeUndefined();
  });
});

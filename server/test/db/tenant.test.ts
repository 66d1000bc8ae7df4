import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../src/db/client';
import { userPermissions, users } from '../../src/db/schema/users';
import { readAsTenant, withTenant, writeAsTenant } from '../../src/db/tenant';
import { inlineTemplate } from '../../src/db/inline-sql';
import { unnestInsert } from '../../src/db/unnest-insert';
import { addStaffUser, signUpCompany } from '../support/accounts';
import { expectNoScopedConnection, testDatabaseKind } from '../support/database';
import { createTestApp, type TestContext } from '../support/test-app';

/**
 * Row-level security is the second wall: inside withTenant even a query that forgot its company
 * filter sees one company only. Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL.
 */
let ctx: TestContext;
let companyA: string;
let companyB: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await signUpCompany(ctx, { companyName: 'Tenant A' });
  await addStaffUser(ctx, a.token);
  const b = await signUpCompany(ctx, { companyName: 'Tenant B' });
  await addStaffUser(ctx, b.token);
  companyA = a.user.companyId ?? '';
  companyB = b.user.companyId ?? '';
});
afterAll(() => ctx.close());

const companyIdsIn = async (db: Database, table: string, column = 'company_id'): Promise<string[]> => {
  const rows = rowsOf<Record<string, string>>(await db.execute(sql.raw(`select ${column} as company_id from ${table}`)));
  return [...new Set(rows.map((row) => row.company_id ?? ''))].sort();
};

/** The PostgreSQL error code anywhere in the cause chain (drizzle wraps driver errors). */
function pgCode(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function newUser(companyId: string) {
  return {
    id: randomUUID(),
    companyId,
    email: `${randomUUID()}@example.com`,
    passwordHash: 'x',
    name: 'Intruder',
    role: 'user' as const,
  };
}

describe(`withTenant on ${testDatabaseKind}`, () => {
  it('runs under row-level security on this database', () => {
    expect(ctx.database.rlsEnabled).toBe(true);
  });

  it('the owner connection sees both companies (control)', async () => {
    expect(await companyIdsIn(ctx.database.db, 'users')).toEqual([companyA, companyB].sort());
  });

  it("hides another company's rows from a query without a company filter", async () => {
    const seen = await withTenant(ctx.database, companyA, async (db) => ({
      users: await companyIdsIn(db, 'users'),
      permissions: await companyIdsIn(db, 'user_permissions'),
      tokens: await companyIdsIn(db, 'account_tokens'),
      companies: await companyIdsIn(db, 'companies', 'id'),
    }));
    expect(seen).toEqual({ users: [companyA], permissions: [companyA], tokens: [companyA], companies: [companyA] });

    const rows = await withTenant(ctx.database, companyA, (db) => db.select().from(users));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.companyId === companyA)).toBe(true);
  });

  it('refuses to insert a row for another company, and nothing is written', async () => {
    const intruder = newUser(companyB);
    const attempt = withTenant(ctx.database, companyA, (db) => db.insert(users).values(intruder));
    await expect(attempt).rejects.toThrow();
    expect(pgCode(await attempt.catch((error: unknown) => error))).toBe('42501');
    expect(await ctx.database.db.select().from(users).where(eq(users.id, intruder.id))).toHaveLength(0);
  });

  it('allows inserting for its own company', async () => {
    const own = newUser(companyA);
    await withTenant(ctx.database, companyA, (db) => db.insert(users).values(own));
    expect(await ctx.database.db.select().from(users).where(eq(users.id, own.id))).toHaveLength(1);
  });

  it("cannot update or delete another company's rows, even without a filter", async () => {
    const result = await withTenant(ctx.database, companyA, async (db) => {
      await db.update(users).set({ lastname: 'Touched' });
      await db.delete(userPermissions).where(eq(userPermissions.companyId, companyB));
      return db.select().from(users);
    });
    expect(result.every((row) => row.lastname === 'Touched')).toBe(true);
    const bUsers = await ctx.database.db.select().from(users).where(eq(users.companyId, companyB));
    expect(bUsers.length).toBeGreaterThan(0);
    expect(bUsers.every((row) => row.lastname !== 'Touched')).toBe(true);
    expect(await ctx.database.db.select().from(userPermissions).where(eq(userPermissions.companyId, companyB))).not.toHaveLength(
      0,
    );
  });

  it('cannot move a row to another company', async () => {
    const attempt = withTenant(ctx.database, companyA, (db) => db.update(users).set({ companyId: companyB }));
    await expect(attempt).rejects.toThrow();
    expect(await companyIdsIn(ctx.database.db, 'users')).toEqual([companyA, companyB].sort());
  });

  it('sees nothing under the tenant role when no company is set', async () => {
    const rows = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role frontdesk_tenant`);
      return rowsOf<{ id: string }>(await tx.execute(sql`select id from users`));
    });
    expect(rows).toHaveLength(0);
  });

  it('leaves the connection as it found it after the transaction', async () => {
    await withTenant(ctx.database, companyA, async () => undefined);
    const [row] = rowsOf<{ role: string; company: string | null }>(
      await ctx.database.db.execute(
        sql`select current_user as role, nullif(current_setting('app.company_id', true), '') as company`,
      ),
    );
    expect(row?.role).not.toBe('frontdesk_tenant');
    expect(row?.company).toBeNull();
  });
});

describe(`writeAsTenant on ${testDatabaseKind}`, () => {
  // One template for every test: on the embedded database it is prepared by the first use, so the
  // refusals below also show a kept plan still applies row-level security.
  const insertUsers = (...rows: ReturnType<typeof newUser>[]) => [
    unnestInsert(users, ['id', 'companyId', 'email', 'passwordHash', 'name', 'role'], rows),
  ];

  it('writes a row of its own company', async () => {
    const own = newUser(companyA);
    await writeAsTenant(ctx.database, companyA, insertUsers(own));
    expect(await ctx.database.db.select().from(users).where(eq(users.id, own.id))).toHaveLength(1);
  });

  it("refuses a statement that writes another company's row, and writes none of its rows", async () => {
    const own = newUser(companyA);
    const intruder = newUser(companyB);
    // On the embedded database the template is kept prepared by now: this refusal comes from a kept plan.
    const [use] = insertUsers(own, intruder);
    if (use && testDatabaseKind === 'pglite') expect(await ctx.database.statementText(use)).toMatch(/^execute frontdesk_\d+\(/);
    const attempt = writeAsTenant(ctx.database, companyA, insertUsers(own, intruder));
    expect(pgCode(await attempt.catch((error: unknown) => error))).toBe('42501');
    for (const row of [own, intruder]) {
      expect(await ctx.database.db.select().from(users).where(eq(users.id, row.id))).toHaveLength(0);
    }
  });

  it('leaves no connection under the tenant role or scoped to the company, after a write or a refused one', async () => {
    await writeAsTenant(ctx.database, companyA, insertUsers(newUser(companyA)));
    await expectNoScopedConnection(ctx.database);
    await expect(writeAsTenant(ctx.database, companyA, insertUsers(newUser(companyB)))).rejects.toThrow();
    await expectNoScopedConnection(ctx.database);
  });
});

describe(`readAsTenant on ${testDatabaseKind}`, () => {
  it("reads its own company's rows in one message, and a query without a company filter sees no other company's", async () => {
    const rows = await readAsTenant(ctx.database, companyA, inlineTemplate(sql`select company_id from users`)({}));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => (row as { company_id: string }).company_id))).toEqual(new Set([companyA]));
  });

  it('leaves no connection under the tenant role or scoped to the company', async () => {
    await readAsTenant(ctx.database, companyA, inlineTemplate(sql`select id from users`)({}));
    await expectNoScopedConnection(ctx.database);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inlineTemplate } from '../../src/db/inline-sql';
import { TenantReads } from '../../src/platform/tenant-reads';
import { signUpCompany } from '../support/accounts';
import { expectNoScopedConnection, testDatabaseKind } from '../support/database';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
let companies: string[];

beforeAll(async () => {
  ctx = await createTestApp();
  companies = [];
  for (const name of ['Reads A', 'Reads B', 'Reads C']) {
    companies.push((await signUpCompany(ctx, { companyName: name })).user.companyId ?? '');
  }
});
afterAll(() => ctx.close());

const query = (text: string) => inlineTemplate(sql.raw(text))({});
const companyIdsOf = (rows: unknown[]) => [...new Set(rows.map((row) => (row as { company_id: string }).company_id))];

describe(`TenantReads on ${testDatabaseKind}`, () => {
  it("sends reads asked for together in one message, each under its own company's scope", async () => {
    const reads = new TenantReads(ctx.database);
    const sent = vi.spyOn(ctx.database, 'executeEach');
    try {
      // No company filter: only the scope keeps each read to its company.
      const seen = await Promise.all(companies.map((companyId) => reads.read(companyId, query('select company_id from users'))));
      expect(sent).toHaveBeenCalledTimes(1);
      expect(seen.map(companyIdsOf)).toEqual(companies.map((companyId) => [companyId]));
    } finally {
      sent.mockRestore();
    }
  });

  it('fails only the read that failed, when its batch is read again query by query', async () => {
    const reads = new TenantReads(ctx.database);
    const [first, broken, last] = await Promise.allSettled([
      reads.read(companies[0] ?? '', query('select company_id from users')),
      reads.read(companies[1] ?? '', query('select company_id from no_such_table')),
      reads.read(companies[2] ?? '', query('select company_id from users')),
    ]);
    expect(first.status === 'fulfilled' && companyIdsOf(first.value)).toEqual([companies[0]]);
    expect(broken?.status).toBe('rejected');
    expect(last.status === 'fulfilled' && companyIdsOf(last.value)).toEqual([companies[2]]);
  });

  it('hands no caller rows of another read when a query is more than one statement', async () => {
    const reads = new TenantReads(ctx.database);
    const [twoStatements, after] = await Promise.allSettled([
      reads.read(companies[0] ?? '', query('select company_id from users; select 1 as one')),
      reads.read(companies[1] ?? '', query('select company_id from users')),
    ]);
    // Read again one by one, each answers with its own query's last statement: never the other's rows.
    expect(twoStatements.status === 'fulfilled' && twoStatements.value).toEqual([{ one: 1 }]);
    expect(after.status === 'fulfilled' && companyIdsOf(after.value)).toEqual([companies[1]]);
  });

  it('leaves no connection under the tenant role or scoped to a company', async () => {
    const reads = new TenantReads(ctx.database);
    await Promise.all(companies.map((companyId) => reads.read(companyId, query('select id from users'))));
    await expectNoScopedConnection(ctx.database);
  });
});

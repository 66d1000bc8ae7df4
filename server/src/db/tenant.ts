import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client';
import { inlineTemplate, writtenOut, type BoundStatement } from './inline-sql';

// One round trip: set_config('role', …, true) is SET LOCAL ROLE. Built once; each use writes in its company.
const scopeTemplates = {
  plain: inlineTemplate(sql`select set_config('app.company_id', ${sql.placeholder('companyId')}, true)`),
  underRls: inlineTemplate(
    sql`select set_config('app.company_id', ${sql.placeholder('companyId')}, true), set_config('role', 'frontdesk_tenant', true)`,
  ),
};

/** The statement that scopes a transaction to a company, under the row-level-security role when the database has it. */
function tenantScope(handle: DatabaseHandle, companyId: string): string {
  return writtenOut((handle.rlsEnabled ? scopeTemplates.underRls : scopeTemplates.plain)({ companyId }));
}

/**
 * Runs tenant-scoped work in one transaction with app.company_id set, under the row-level-security
 * role when the database has it, so a query that forgot its company filter still sees one company.
 */
export async function withTenant<T>(handle: DatabaseHandle, companyId: string, work: (db: Database) => Promise<T>): Promise<T> {
  return handle.transaction(async (tx) => {
    await tx.execute(sql.raw(tenantScope(handle, companyId)));
    return work(tx);
  });
}

/**
 * Data-modifying statements for a company, as withTenant would run them, in one round trip instead
 * of four or more (begin, scope, statements, commit): the scope and the statements go as one
 * simple-protocol message, which the database runs as one implicit transaction — all or nothing,
 * the scope ending with it. For group commits, whose transaction every waiting chat turn shares
 * (docs/decisions/012).
 */
export async function writeAsTenant(handle: DatabaseHandle, companyId: string, statements: BoundStatement[]): Promise<void> {
  const texts = await Promise.all(statements.map((statement) => handle.statementText(statement)));
  await handle.executeEach(asTenantText(handle, companyId, texts.join('; ')));
}

/**
 * One query for a company, as withTenant would run it, in one round trip. Its rows come as
 * executeEach reads them, named by the query's own column names, so the caller checks their shape.
 */
export async function readAsTenant(handle: DatabaseHandle, companyId: string, query: BoundStatement): Promise<unknown[]> {
  const text = await handle.statementText(query);
  return (await handle.executeEach(asTenantText(handle, companyId, text))).at(-1) ?? [];
}

/**
 * Statements' text after the company's scope, for one simple-protocol message. Several such texts
 * in one message run in one implicit transaction, each under the scope set just before it.
 */
export function asTenantText(handle: DatabaseHandle, companyId: string, statement: string): string {
  return `${tenantScope(handle, companyId)}; ${statement}`;
}

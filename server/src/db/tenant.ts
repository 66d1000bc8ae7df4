import { sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client';
import { inlineSql, inlineTemplate } from './inline-sql';

// One round trip: set_config('role', …, true) is SET LOCAL ROLE. Built once; each use writes in its company.
const scopeTemplates = {
  plain: inlineTemplate(sql`select set_config('app.company_id', ${sql.placeholder('companyId')}, true)`),
  underRls: inlineTemplate(
    sql`select set_config('app.company_id', ${sql.placeholder('companyId')}, true), set_config('role', 'frontdesk_tenant', true)`,
  ),
};

/** The statement that scopes a transaction to a company, under the row-level-security role when the database has it. */
function tenantScope(handle: DatabaseHandle, companyId: string): string {
  return (handle.rlsEnabled ? scopeTemplates.underRls : scopeTemplates.plain)({ companyId });
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
 * One data-modifying statement for a company, as withTenant would run it, in one round trip instead
 * of four (begin, scope, statement, commit): the scope and the statement go as one simple-protocol
 * message, which the database runs as one implicit transaction — both or neither, the scope ending
 * with it. For group commits, whose transaction every waiting chat turn shares (docs/decisions/012).
 */
export async function writeAsTenant(handle: DatabaseHandle, companyId: string, statement: SQL): Promise<void> {
  await handle.executeEach(asTenantText(handle, companyId, inlineSql(statement)));
}

/**
 * One query for a company, written out as text (inline-sql.ts), as withTenant would run it, in one
 * round trip. Its rows come as executeEach reads them, named by the query's own column names, so
 * the caller checks their shape.
 */
export async function readAsTenant(handle: DatabaseHandle, companyId: string, query: string): Promise<unknown[]> {
  return (await handle.executeEach(asTenantText(handle, companyId, query))).at(-1) ?? [];
}

/**
 * A statement's text after the company's scope: two statements for one simple-protocol message.
 * Several of them in one message run in one implicit transaction, each under the scope set just
 * before it.
 */
export function asTenantText(handle: DatabaseHandle, companyId: string, statement: string): string {
  return `${tenantScope(handle, companyId)}; ${statement}`;
}

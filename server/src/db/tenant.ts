import { sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client';
import { inlineSql } from './inline-sql';

/** The statement that scopes a transaction to a company, under the row-level-security role when the database has it. */
function tenantScope(handle: DatabaseHandle, companyId: string): SQL {
  // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
  return handle.rlsEnabled
    ? sql`select set_config('app.company_id', ${companyId}, true), set_config('role', 'frontdesk_tenant', true)`
    : sql`select set_config('app.company_id', ${companyId}, true)`;
}

/**
 * Runs tenant-scoped work in one transaction with app.company_id set, under the row-level-security
 * role when the database has it, so a query that forgot its company filter still sees one company.
 */
export async function withTenant<T>(handle: DatabaseHandle, companyId: string, work: (db: Database) => Promise<T>): Promise<T> {
  return handle.transaction(async (tx) => {
    await tx.execute(tenantScope(handle, companyId));
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
  await handle.executeSql(`${inlineSql(tenantScope(handle, companyId))}; ${inlineSql(statement)}`);
}

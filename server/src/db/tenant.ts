import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client';

/**
 * Runs tenant-scoped work in one transaction with app.company_id set, under the row-level-security
 * role when the database has it, so a query that forgot its company filter still sees one company.
 */
export async function withTenant<T>(handle: DatabaseHandle, companyId: string, work: (db: Database) => Promise<T>): Promise<T> {
  return handle.transaction(async (tx) => {
    // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
    await tx.execute(
      handle.rlsEnabled
        ? sql`select set_config('app.company_id', ${companyId}, true), set_config('role', 'frontdesk_tenant', true)`
        : sql`select set_config('app.company_id', ${companyId}, true)`,
    );
    return work(tx);
  });
}

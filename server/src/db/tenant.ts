import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client';

/**
 * Runs tenant-scoped work in one transaction with app.company_id set, under the row-level-security
 * role when the database has it, so a query that forgot its company filter still sees one company.
 */
export async function withTenant<T>(handle: DatabaseHandle, companyId: string, work: (db: Database) => Promise<T>): Promise<T> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.company_id', ${companyId}, true)`);
    if (handle.rlsEnabled) await tx.execute(sql`set local role frontdesk_tenant`);
    return work(tx as unknown as Database);
  });
}

import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** A table holding at most one row per company (its settings of some kind), keyed by `companyId`. */
type CompanyRowTable = PgTable & { companyId: PgColumn; updatedAt: PgColumn };

/** The values a caller gives; the key and the time of the change are this repository's to set. */
export type CompanyRowValues<T extends CompanyRowTable> = Partial<Omit<T['$inferInsert'], 'companyId' | 'updatedAt'>>;

/** Reads and writes a company's one row of a settings table; no row means the table's defaults. */
export class CompanyRowRepo<T extends CompanyRowTable> {
  constructor(
    private readonly db: Database,
    private readonly table: T,
    private readonly companyId: string,
  ) {}

  /** The row; `forUpdate` holds it until the transaction ends, for a change read before it is written. */
  async get(options: { forUpdate?: boolean } = {}): Promise<T['$inferSelect'] | undefined> {
    const query = this.db
      .select()
      .from(this.table as PgTable)
      .where(eq(this.table.companyId, this.companyId))
      .limit(1);
    const rows = await (options.forUpdate ? query.for('update') : query);
    return rows[0] as T['$inferSelect'] | undefined;
  }

  /** Changes some columns of an existing row; false when the company has none. */
  async update(values: CompanyRowValues<T>, now: Date): Promise<boolean> {
    const changed = await this.db
      .update(this.table as PgTable)
      .set({ ...values, updatedAt: now } as Partial<T['$inferInsert']>)
      .where(eq(this.table.companyId, this.companyId))
      .returning({ companyId: this.table.companyId });
    return changed.length > 0;
  }

  /** Creates the row on the first write; later writes change only the given columns. */
  async save(values: CompanyRowValues<T>, now: Date): Promise<void> {
    const changes = { ...values, updatedAt: now };
    await this.db
      .insert(this.table)
      .values({ ...changes, companyId: this.companyId } as T['$inferInsert'])
      .onConflictDoUpdate({ target: this.table.companyId, set: changes as Partial<T['$inferInsert']> });
  }
}

import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiIntegrations } from '../../db/schema/api-integrations';

export type IntegrationRow = typeof apiIntegrations.$inferSelect;
type Changes = Partial<Omit<typeof apiIntegrations.$inferInsert, 'id' | 'companyId'>>;

/** A company's integrations; every query carries the company. */
export class ApiIntegrationsRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  list(): Promise<IntegrationRow[]> {
    return this.db
      .select()
      .from(apiIntegrations)
      .where(eq(apiIntegrations.companyId, this.companyId))
      .orderBy(desc(apiIntegrations.createdAt), desc(apiIntegrations.id));
  }

  async find(id: string): Promise<IntegrationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(apiIntegrations)
      .where(and(eq(apiIntegrations.companyId, this.companyId), eq(apiIntegrations.id, id)))
      .limit(1);
    return row;
  }

  async insert(row: Omit<typeof apiIntegrations.$inferInsert, 'companyId'>): Promise<IntegrationRow> {
    const [inserted] = await this.db
      .insert(apiIntegrations)
      .values({ ...row, companyId: this.companyId })
      .returning();
    if (!inserted) throw new Error('The integration was not stored');
    return inserted;
  }

  async update(id: string, changes: Changes): Promise<IntegrationRow | undefined> {
    const [updated] = await this.db
      .update(apiIntegrations)
      .set(changes)
      .where(and(eq(apiIntegrations.companyId, this.companyId), eq(apiIntegrations.id, id)))
      .returning();
    return updated;
  }

  async remove(id: string): Promise<boolean> {
    const removed = await this.db
      .delete(apiIntegrations)
      .where(and(eq(apiIntegrations.companyId, this.companyId), eq(apiIntegrations.id, id)))
      .returning({ id: apiIntegrations.id });
    return removed.length > 0;
  }
}

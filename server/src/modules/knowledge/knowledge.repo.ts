import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knowledgeEntries } from '../../db/schema/knowledge';

export type KnowledgeRow = typeof knowledgeEntries.$inferSelect;

/** A company's knowledge entries; every query carries the company. */
export class KnowledgeRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  list(): Promise<KnowledgeRow[]> {
    return this.db
      .select()
      .from(knowledgeEntries)
      .where(eq(knowledgeEntries.companyId, this.companyId))
      .orderBy(asc(knowledgeEntries.createdAt), asc(knowledgeEntries.id));
  }

  titles(limit: number): Promise<{ title: string }[]> {
    return this.db
      .select({ title: knowledgeEntries.title })
      .from(knowledgeEntries)
      .where(eq(knowledgeEntries.companyId, this.companyId))
      .orderBy(asc(knowledgeEntries.createdAt), asc(knowledgeEntries.id))
      .limit(limit);
  }

  /** Serialises this company's additions until the transaction ends, so a limit check holds. */
  async lockForAdding(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`knowledge:${this.companyId}`}))`);
  }

  async count(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(knowledgeEntries)
      .where(eq(knowledgeEntries.companyId, this.companyId));
    return row?.n ?? 0;
  }

  async insert(entry: Omit<typeof knowledgeEntries.$inferInsert, 'companyId'>): Promise<KnowledgeRow> {
    const [row] = await this.db
      .insert(knowledgeEntries)
      .values({ ...entry, companyId: this.companyId })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  async update(id: string, changes: { title: string; definition: string; updatedAt: Date }): Promise<KnowledgeRow | undefined> {
    const [row] = await this.db
      .update(knowledgeEntries)
      .set(changes)
      .where(and(eq(knowledgeEntries.companyId, this.companyId), eq(knowledgeEntries.id, id)))
      .returning();
    return row;
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(knowledgeEntries)
      .where(and(eq(knowledgeEntries.companyId, this.companyId), eq(knowledgeEntries.id, id)))
      .returning({ id: knowledgeEntries.id });
    return deleted.length > 0;
  }
}

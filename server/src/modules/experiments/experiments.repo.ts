import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { abAssignments, abTests } from '../../db/schema/experiments';

export type AbTestRow = typeof abTests.$inferSelect;
export type VariantCounts = { test_id: string; variant: 'A' | 'B'; visitors: number; conversions: number };

/** One company's A/B tests and who was shown which variant; every query carries the company. */
export class ExperimentsRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  list(): Promise<AbTestRow[]> {
    return this.db.select().from(abTests).where(eq(abTests.companyId, this.companyId)).orderBy(desc(abTests.startedAt));
  }

  async find(id: string): Promise<AbTestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(abTests)
      .where(and(eq(abTests.companyId, this.companyId), eq(abTests.id, id)))
      .limit(1);
    return row;
  }

  async running(): Promise<AbTestRow | undefined> {
    const [row] = await this.db
      .select()
      .from(abTests)
      .where(and(eq(abTests.companyId, this.companyId), eq(abTests.status, 'running')))
      .limit(1);
    return row;
  }

  async insert(row: Omit<typeof abTests.$inferInsert, 'companyId'>): Promise<void> {
    await this.db.insert(abTests).values({ ...row, companyId: this.companyId });
  }

  /** Stops a running test; false when it was stopped already (by another admin, at the same time). */
  async stop(id: string, kept: 'A' | 'B' | null, at: Date): Promise<boolean> {
    const stopped = await this.db
      .update(abTests)
      .set({ status: 'stopped', kept, stoppedAt: at })
      .where(and(eq(abTests.companyId, this.companyId), eq(abTests.id, id), eq(abTests.status, 'running')))
      .returning({ id: abTests.id });
    return stopped.length > 0;
  }

  async counts(): Promise<VariantCounts[]> {
    return rowsOf<VariantCounts>(
      await this.db.execute(sql`
        select test_id, variant, count(*)::int as visitors, count(converted_at)::int as conversions
        from ab_assignments where company_id = ${this.companyId}
        group by test_id, variant`),
    );
  }

  /** The visitor's variant: the one already assigned, else `variant`, stored now. */
  async assign(testId: string, visitorId: string, variant: 'A' | 'B', at: Date): Promise<'A' | 'B'> {
    await this.db
      .insert(abAssignments)
      .values({ companyId: this.companyId, testId, visitorId, variant, assignedAt: at })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ variant: abAssignments.variant })
      .from(abAssignments)
      .where(
        and(
          eq(abAssignments.companyId, this.companyId),
          eq(abAssignments.testId, testId),
          eq(abAssignments.visitorId, visitorId),
        ),
      )
      .limit(1);
    return row?.variant ?? variant;
  }

  /** The visitor's first conversion in a test they were shown before it. */
  async convert(testId: string, visitorId: string, at: Date): Promise<void> {
    await this.db
      .update(abAssignments)
      .set({ convertedAt: at })
      .where(
        and(
          eq(abAssignments.companyId, this.companyId),
          eq(abAssignments.testId, testId),
          eq(abAssignments.visitorId, visitorId),
          isNull(abAssignments.convertedAt),
          lte(abAssignments.assignedAt, at),
        ),
      );
  }
}

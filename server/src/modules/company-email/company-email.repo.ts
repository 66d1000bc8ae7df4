import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyEmailSettings } from '../../db/schema/branding';

export type CompanyEmailRow = typeof companyEmailSettings.$inferSelect;
type Values = Omit<typeof companyEmailSettings.$inferInsert, 'companyId' | 'updatedAt'>;

/** The company's one SMTP configuration. */
export class CompanyEmailRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  async get(): Promise<CompanyEmailRow | undefined> {
    const [row] = await this.db
      .select()
      .from(companyEmailSettings)
      .where(eq(companyEmailSettings.companyId, this.companyId))
      .limit(1);
    return row;
  }

  async save(values: Values, now: Date): Promise<void> {
    await this.db
      .insert(companyEmailSettings)
      .values({ ...values, companyId: this.companyId, updatedAt: now })
      .onConflictDoUpdate({ target: companyEmailSettings.companyId, set: { ...values, updatedAt: now } });
  }
}

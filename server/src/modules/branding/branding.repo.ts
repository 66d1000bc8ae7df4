import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brandSettings } from '../../db/schema/branding';

export type BrandRow = typeof brandSettings.$inferSelect;
type BrandValues = Omit<typeof brandSettings.$inferInsert, 'companyId' | 'updatedAt'>;

/** A company's look; no row means the spec's defaults. */
export class BrandingRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  async get(): Promise<BrandRow | undefined> {
    const [row] = await this.db.select().from(brandSettings).where(eq(brandSettings.companyId, this.companyId)).limit(1);
    return row;
  }

  async save(values: BrandValues, now: Date): Promise<void> {
    await this.db
      .insert(brandSettings)
      .values({ ...values, companyId: this.companyId, updatedAt: now })
      .onConflictDoUpdate({ target: brandSettings.companyId, set: { ...values, updatedAt: now } });
  }
}

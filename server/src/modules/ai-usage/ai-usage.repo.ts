import type { Database } from '../../db/client';
import { aiUsage } from '../../db/schema/assistant';

export type UsageRecord = Omit<typeof aiUsage.$inferInsert, 'id' | 'companyId'>;

/** Appends usage rows for one company. */
export class AiUsageRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  async insert(record: UsageRecord): Promise<void> {
    await this.db.insert(aiUsage).values({ ...record, companyId: this.companyId });
  }
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assistantSettings } from '../../db/schema/assistant';

export type AssistantSettingsRow = typeof assistantSettings.$inferSelect;
type Changes = Partial<Omit<typeof assistantSettings.$inferInsert, 'companyId'>>;

/** The company's single settings row; reads answer the defaults until the first write creates it. */
export class AssistantSettingsRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  async get(): Promise<AssistantSettingsRow | undefined> {
    const [row] = await this.db.select().from(assistantSettings).where(eq(assistantSettings.companyId, this.companyId)).limit(1);
    return row;
  }

  async upsert(changes: Changes, now: Date): Promise<void> {
    await this.db
      .insert(assistantSettings)
      .values({ ...changes, companyId: this.companyId, updatedAt: now })
      .onConflictDoUpdate({ target: assistantSettings.companyId, set: { ...changes, updatedAt: now } });
  }
}

import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promptRules, promptSettings, prompts } from '../../db/schema/assistant';

export type PromptRow = typeof prompts.$inferSelect;
export type RuleRow = typeof promptRules.$inferSelect;

/** A company's custom prompts and prompt rules; every query carries the company. */
export class PromptsRepo {
  constructor(
    private readonly db: Database,
    private readonly companyId: string,
  ) {}

  /** True until the company chooses its own prompt. */
  async usesDefault(): Promise<boolean> {
    const [row] = await this.db
      .select({ useDefaultPrompt: promptSettings.useDefaultPrompt })
      .from(promptSettings)
      .where(eq(promptSettings.companyId, this.companyId))
      .limit(1);
    return row?.useDefaultPrompt ?? true;
  }

  /** Writing the company's settings row also locks it, so prompt changes of one company run one at a time. */
  async setUsesDefault(useDefaultPrompt: boolean, now: Date): Promise<void> {
    await this.db
      .insert(promptSettings)
      .values({ companyId: this.companyId, useDefaultPrompt, updatedAt: now })
      .onConflictDoUpdate({ target: promptSettings.companyId, set: { useDefaultPrompt, updatedAt: now } });
  }

  list(): Promise<PromptRow[]> {
    return this.db
      .select()
      .from(prompts)
      .where(eq(prompts.companyId, this.companyId))
      .orderBy(desc(prompts.updatedAt), desc(prompts.id));
  }

  async active(): Promise<PromptRow | undefined> {
    const [row] = await this.db
      .select()
      .from(prompts)
      .where(and(eq(prompts.companyId, this.companyId), eq(prompts.isActive, true)))
      .limit(1);
    return row;
  }

  async findByText(text: string): Promise<PromptRow | undefined> {
    const [row] = await this.db
      .select()
      .from(prompts)
      .where(and(eq(prompts.companyId, this.companyId), eq(prompts.promptText, text)))
      .limit(1);
    return row;
  }

  async deactivateAll(): Promise<void> {
    await this.db.update(prompts).set({ isActive: false }).where(eq(prompts.companyId, this.companyId));
  }

  async insert(row: Omit<typeof prompts.$inferInsert, 'companyId'>): Promise<void> {
    await this.db.insert(prompts).values({ ...row, companyId: this.companyId });
  }

  async update(
    id: string,
    changes: Partial<Pick<PromptRow, 'promptText' | 'isActive' | 'updatedAt'>>,
  ): Promise<PromptRow | undefined> {
    const [row] = await this.db
      .update(prompts)
      .set(changes)
      .where(and(eq(prompts.companyId, this.companyId), eq(prompts.id, id)))
      .returning();
    return row;
  }

  async delete(id: string): Promise<PromptRow | undefined> {
    const [row] = await this.db
      .delete(prompts)
      .where(and(eq(prompts.companyId, this.companyId), eq(prompts.id, id)))
      .returning();
    return row;
  }

  rules(): Promise<RuleRow[]> {
    return this.db
      .select()
      .from(promptRules)
      .where(eq(promptRules.companyId, this.companyId))
      .orderBy(asc(promptRules.sortOrder), asc(promptRules.id));
  }

  async insertRules(rows: Omit<typeof promptRules.$inferInsert, 'companyId'>[]): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(promptRules)
      .values(rows.map((row) => ({ ...row, companyId: this.companyId })))
      .onConflictDoNothing();
  }

  async existingRuleIds(ids: string[]): Promise<Set<string>> {
    const rows = await this.db
      .select({ id: promptRules.id })
      .from(promptRules)
      .where(and(eq(promptRules.companyId, this.companyId), inArray(promptRules.id, ids)));
    return new Set(rows.map((row) => row.id));
  }

  async updateRule(
    id: string,
    changes: Partial<Pick<RuleRow, 'ruleName' | 'ruleContent' | 'isEnabled' | 'updatedAt'>>,
  ): Promise<RuleRow | undefined> {
    const [row] = await this.db
      .update(promptRules)
      .set(changes)
      .where(and(eq(promptRules.companyId, this.companyId), eq(promptRules.id, id)))
      .returning();
    return row;
  }
}

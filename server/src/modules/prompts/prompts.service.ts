import { randomUUID } from 'node:crypto';
import { DEFAULT_PROMPT, type PromptHistoryItem, type PromptRule, type SavePromptBody } from '@frontdesk/contracts/prompts';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { EffectivePrompt } from '../../assistant/assistant.service';
import type { Database, DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import type { ChangeBus } from '../../platform/change-bus';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { DEFAULT_RULES } from './default-rules';
import { PromptsRepo, type PromptRow, type RuleRow } from './prompts.repo';

/** The Custom AI Prompt page: default or custom prompt, its history, and the prompt rules. */
export class PromptsService {
  constructor(private readonly deps: { database: DatabaseHandle; clock: Clock; bus: ChangeBus }) {}

  current(companyId: string): Promise<{ useDefault: boolean; prompt: string }> {
    return this.tenant(companyId, async (db) => {
      const repo = new PromptsRepo(db, companyId);
      const active = await repo.active();
      const useDefault = (await repo.usesDefault()) || !active;
      return { useDefault, prompt: useDefault || !active ? DEFAULT_PROMPT : active.promptText };
    });
  }

  /**
   * What the assistant is told. A company whose rules were never read is told the default ones,
   * which are not written here: this read is on a visitor's path.
   */
  effective(companyId: string): Promise<EffectivePrompt> {
    return this.tenant(companyId, async (db) => {
      const repo = new PromptsRepo(db, companyId);
      const active = await repo.active();
      const stored = await repo.rules();
      const rules =
        stored.length > 0
          ? stored.filter((rule) => rule.isEnabled).map((rule) => ({ name: rule.ruleName, content: rule.ruleContent }))
          : DEFAULT_RULES.filter((rule) => rule.enabled).map((rule) => ({ name: rule.name, content: rule.content }));
      const useDefault = (await repo.usesDefault()) || !active;
      return { prompt: useDefault || !active ? DEFAULT_PROMPT : active.promptText, rules };
    });
  }

  async save(companyId: string, body: SavePromptBody): Promise<void> {
    const now = this.deps.clock.now();
    await this.mutate(companyId, async (db) => {
      const repo = new PromptsRepo(db, companyId);
      // Writing the settings row first locks it, so two saves at once run one after the other.
      await repo.setUsesDefault(!body.useCustom, now);
      if (!body.useCustom) return;
      const text = body.prompt.trim();
      const existing = await repo.findByText(text);
      await repo.deactivateAll();
      // Saving a prompt that is already in the history reuses it instead of adding a duplicate.
      if (existing) await repo.update(existing.id, { isActive: true, updatedAt: now });
      else await repo.insert({ id: randomUUID(), promptText: text, isActive: true, createdAt: now, updatedAt: now });
    });
  }

  history(companyId: string): Promise<PromptHistoryItem[]> {
    return this.tenant(companyId, async (db) => (await new PromptsRepo(db, companyId).list()).map(promptView));
  }

  updatePrompt(companyId: string, id: string, text: string): Promise<PromptHistoryItem> {
    return this.mutate(companyId, async (db) => {
      const row = await new PromptsRepo(db, companyId).update(id, { promptText: text, updatedAt: this.deps.clock.now() });
      if (!row) throw notFound(TEXTS.prompt.notFound);
      return promptView(row);
    });
  }

  /** Deleting the prompt in use switches the company back to the default prompt. */
  async deletePrompt(companyId: string, id: string): Promise<void> {
    await this.mutate(companyId, async (db) => {
      const repo = new PromptsRepo(db, companyId);
      const row = await repo.delete(id);
      if (!row) throw notFound(TEXTS.prompt.notFound);
      if (row.isActive) await repo.setUsesDefault(true, this.deps.clock.now());
    });
  }

  rules(companyId: string): Promise<PromptRule[]> {
    return this.tenant(companyId, async (db) => (await this.seededRules(new PromptsRepo(db, companyId))).map(ruleView));
  }

  /** Applies every toggle or none: an id of another company refuses the whole request. */
  toggleRules(companyId: string, changes: { id: string; is_enabled: boolean }[]): Promise<PromptRule[]> {
    return this.mutate(companyId, async (db) => {
      const repo = new PromptsRepo(db, companyId);
      await this.seededRules(repo);
      const known = await repo.existingRuleIds(changes.map((change) => change.id));
      if (changes.some((change) => !known.has(change.id))) throw notFound(TEXTS.prompt.ruleNotFound);
      const now = this.deps.clock.now();
      for (const change of changes) await repo.updateRule(change.id, { isEnabled: change.is_enabled, updatedAt: now });
      return (await repo.rules()).map(ruleView);
    });
  }

  updateRule(companyId: string, id: string, input: { rule_name: string; rule_content: string }): Promise<PromptRule> {
    return this.mutate(companyId, async (db) => {
      const row = await new PromptsRepo(db, companyId).updateRule(id, {
        ruleName: input.rule_name,
        ruleContent: input.rule_content,
        updatedAt: this.deps.clock.now(),
      });
      if (!row) throw notFound(TEXTS.prompt.ruleNotFound);
      return ruleView(row);
    });
  }

  /** A company gets the default rules the first time anything reads them. */
  private async seededRules(repo: PromptsRepo): Promise<RuleRow[]> {
    const rows = await repo.rules();
    if (rows.length > 0) return rows;
    const now = this.deps.clock.now();
    await repo.insertRules(
      DEFAULT_RULES.map((rule, index) => ({
        id: randomUUID(),
        ruleKey: rule.key,
        ruleName: rule.name,
        ruleContent: rule.content,
        ruleCategory: rule.category,
        isEnabled: rule.enabled,
        sortOrder: index,
        updatedAt: now,
      })),
    );
    return repo.rules();
  }

  private tenant<T>(companyId: string, work: (db: Database) => Promise<T>): Promise<T> {
    return withTenant(this.deps.database, companyId, work);
  }

  /** Tenant work that changes what the assistant is told, announced once committed. */
  private async mutate<T>(companyId: string, work: (db: Database) => Promise<T>): Promise<T> {
    const result = await this.tenant(companyId, work);
    await this.deps.bus.publish('assistant-config', companyId);
    return result;
  }
}

function promptView(row: PromptRow): PromptHistoryItem {
  return { id: row.id, prompt_text: row.promptText, updated_at: row.updatedAt.toISOString(), is_active: row.isActive };
}

function ruleView(row: RuleRow): PromptRule {
  return {
    id: row.id,
    rule_name: row.ruleName,
    rule_content: row.ruleContent,
    rule_category: row.ruleCategory as PromptRule['rule_category'],
    is_enabled: row.isEnabled,
  };
}

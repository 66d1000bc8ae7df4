import { bigserial, boolean, index, integer, numeric, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** One row per company: AI provider settings and the sealed API key (the OpenAI Settings page). */
export const assistantSettings = pgTable('assistant_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  /** AES-256-GCM sealed (platform/crypto SecretBox); never leaves the server. */
  openaiKeySealed: text('openai_key_sealed'),
  model: text('model').notNull().default('gpt-3.5-turbo'),
  maxTokens: integer('max_tokens').notNull().default(500),
  temperature: real('temperature').notNull().default(0.7),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per company: whether the default prompt or the company's active custom prompt is used. */
export const promptSettings = pgTable('prompt_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  useDefaultPrompt: boolean('use_default_prompt').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Custom prompts a company has written; the active one is what the assistant uses when custom. */
export const prompts = pgTable(
  'prompts',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    promptText: text('prompt_text').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('prompts_company_idx').on(table.companyId, table.updatedAt)],
);

export const promptRules = pgTable(
  'prompt_rules',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ruleKey: text('rule_key').notNull(),
    ruleName: text('rule_name').notNull(),
    ruleContent: text('rule_content').notNull(),
    ruleCategory: text('rule_category').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('prompt_rules_company_idx').on(table.companyId, table.sortOrder),
    // Two first reads at once must not seed the defaults twice.
    uniqueIndex('prompt_rules_company_rule_key').on(table.companyId, table.ruleKey),
  ],
);

/** Every call to a model (or the built-in responder): tokens and cost, for billing and API usage. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    purpose: text('purpose', { enum: ['chat', 'summary', 'test', 'business-chat', 'speech', 'transcription'] }).notNull(),
    provider: text('provider', { enum: ['builtin', 'openai', 'elevenlabs'] }).notNull(),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    costUsd: numeric('cost_usd', { precision: 12, scale: 6 }).notNull().default('0'),
    durationMs: integer('duration_ms').notNull().default(0),
    status: text('status', { enum: ['ok', 'error', 'timeout', 'circuit_open', 'abandoned'] }).notNull(),
    /** Whose key paid for the call: the operator's is billed to the company, the company's own is not; null for the built-in responder. */
    keySource: text('key_source', { enum: ['platform', 'company'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ai_usage_company_idx').on(table.companyId, table.createdAt)],
);

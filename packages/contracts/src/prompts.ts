import { z } from 'zod';

/** The default prompt text, exactly as the spec gives it. */
export const DEFAULT_PROMPT =
  'You are a helpful customer support assistant for a company. Use the following company details to answer questions.';

export const PROMPT_LIMITS = { promptMax: 8000, historyShown: 5, previewChars: 100, rulePreviewChars: 200 } as const;

const promptText = z
  .string({ error: 'Please enter a prompt' })
  .trim()
  .min(1, 'Please enter a prompt')
  .max(PROMPT_LIMITS.promptMax, `The prompt must be at most ${PROMPT_LIMITS.promptMax} characters`);

export const currentPromptResponseSchema = z.object({ useDefault: z.boolean(), prompt: z.string() });

export const savePromptBodySchema = z.discriminatedUnion('useCustom', [
  z.object({ useCustom: z.literal(true), prompt: promptText }),
  z.object({ useCustom: z.literal(false), prompt: z.string().max(PROMPT_LIMITS.promptMax).optional() }),
]);
export type SavePromptBody = z.input<typeof savePromptBodySchema>;

export const successResponseSchema = z.object({ success: z.boolean(), message: z.string() });

export const promptHistoryItemSchema = z.object({
  id: z.string(),
  prompt_text: z.string(),
  updated_at: z.string(),
  is_active: z.boolean(),
});
export type PromptHistoryItem = z.infer<typeof promptHistoryItemSchema>;
export const promptHistoryResponseSchema = z.object({ prompts: z.array(promptHistoryItemSchema) });

export const updatePromptBodySchema = z.object({ prompt: promptText });
export const updatePromptResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  prompt: promptHistoryItemSchema,
});

export const promptIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const RULE_CATEGORIES = ['system', 'tone', 'lead_capture', 'booking', 'formatting'] as const;
export const promptRuleSchema = z.object({
  id: z.string(),
  rule_name: z.string(),
  rule_content: z.string(),
  rule_category: z.enum(RULE_CATEGORIES),
  is_enabled: z.boolean(),
});
export type PromptRule = z.infer<typeof promptRuleSchema>;
export const promptRulesResponseSchema = z.object({ rules: z.array(promptRuleSchema) });

export const toggleRulesBodySchema = z.object({
  rules: z
    .array(z.object({ id: z.string().min(1).max(64), is_enabled: z.boolean() }))
    .min(1, 'Choose at least one rule')
    .max(100),
});
export const updateRuleBodySchema = z.object({
  rule_name: z.string().trim().min(1, 'Rule name is required').max(120, 'Rule name must be at most 120 characters'),
  rule_content: z.string().trim().min(1, 'Rule content is required').max(2000, 'Rule content must be at most 2000 characters'),
});
export const rulesResponseSchema = z.object({ success: z.boolean(), rules: z.array(promptRuleSchema) });
export const ruleResponseSchema = z.object({ success: z.boolean(), rule: promptRuleSchema });

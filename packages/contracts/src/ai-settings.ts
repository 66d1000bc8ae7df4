import { z } from 'zod';
import { headerSecretField } from './fields';

export const OPENAI_MODELS = ['gpt-3.5-turbo', 'gpt-4', 'gpt-4-turbo-preview'] as const;
export const OPENAI_DEFAULTS = { model: 'gpt-3.5-turbo', max_tokens: 500, temperature: 0.7 } as const;
export const OPENAI_BOUNDS = { maxTokensMin: 100, maxTokensMax: 2000, temperatureMin: 0, temperatureMax: 1 } as const;
/** What GET answers in api_key when a key is stored; the key itself never leaves the server. */
export const API_KEY_PLACEHOLDER = '***configured***';

const apiKey = headerSecretField(
  'The API key',
  z
    .string()
    .trim()
    .startsWith('sk-', "The API key must begin with 'sk-'")
    .min(20, 'The API key looks too short')
    .max(300, 'The API key looks too long'),
);

export const openaiSettingsResponseSchema = z.object({
  api_key: z.string(),
  has_api_key: z.boolean(),
  /** True when no company key is stored but the operator configured one for every company. */
  uses_platform_key: z.boolean(),
  model: z.string(),
  max_tokens: z.number(),
  temperature: z.number(),
  /** The newest failed model call of the chat in the last 7 days (the built-in responder answered instead). */
  last_error: z.object({ outcome: z.string(), at: z.string() }).nullable(),
});
export type OpenaiSettings = z.infer<typeof openaiSettingsResponseSchema>;

export const saveOpenaiSettingsBodySchema = z.object({
  model: z.enum(OPENAI_MODELS, { error: `Choose one of: ${OPENAI_MODELS.join(', ')}` }),
  max_tokens: z
    .number({ error: 'Max tokens must be a number' })
    .int('Max tokens must be a whole number')
    .min(OPENAI_BOUNDS.maxTokensMin, `Max tokens must be between ${OPENAI_BOUNDS.maxTokensMin} and ${OPENAI_BOUNDS.maxTokensMax}`)
    .max(
      OPENAI_BOUNDS.maxTokensMax,
      `Max tokens must be between ${OPENAI_BOUNDS.maxTokensMin} and ${OPENAI_BOUNDS.maxTokensMax}`,
    ),
  temperature: z
    .number({ error: 'Temperature must be a number' })
    .min(OPENAI_BOUNDS.temperatureMin, 'Temperature must be between 0 and 1')
    .max(OPENAI_BOUNDS.temperatureMax, 'Temperature must be between 0 and 1'),
  api_key: apiKey.optional(),
  /** Save a new key even though it failed Test Connection (the admin confirmed the warning). */
  save_untested: z.boolean().optional(),
});
export type SaveOpenaiSettingsBody = z.input<typeof saveOpenaiSettingsBodySchema>;

export const saveOpenaiSettingsResponseSchema = z.object({ message: z.string(), settings: openaiSettingsResponseSchema });

export const testOpenaiBodySchema = z.object({
  api_key: apiKey.optional(),
  model: z.enum(OPENAI_MODELS).default(OPENAI_DEFAULTS.model),
});
export const testOpenaiResponseSchema = z.object({ message: z.string() });

/** Why the model's last chat call failed, as OpenAI Settings says it. */
export const MODEL_FAILURE_TEXTS: Record<string, string> = {
  timeout: 'the model did not answer in time',
  error: 'the model server refused the call or failed',
  circuit_open: 'calls were paused after repeated failures',
};

export const OPENAI_SETTINGS_TEXTS = {
  lastError: (reason: string, when: string) =>
    `The model's last failure: ${reason} (${when}). The built-in responder answered visitors meanwhile.`,
  lastErrorTitle: 'Last model error',
  keyUntestedTitle: 'Save a key that failed its test?',
  keyUntested: (reason: string) => `This key failed Test Connection: ${reason} Save it anyway?`,
  keyUntestedMeanwhile: 'Until it works, the built-in responder answers your visitors from your Company Setup entries.',
  saveAnyway: 'Save anyway',
} as const;

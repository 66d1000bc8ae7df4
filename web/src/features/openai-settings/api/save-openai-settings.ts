import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  saveOpenaiSettingsBodySchema,
  saveOpenaiSettingsResponseSchema,
  type SaveOpenaiSettingsBody,
} from '@frontdesk/contracts/ai-settings';
import { api } from '../../../lib/api-client';
import { openaiSettingsQueryOptions } from './get-openai-settings';

const apiKeySchema = saveOpenaiSettingsBodySchema.shape.api_key.unwrap();

/** The form: an empty key field keeps the stored key; anything typed must look like a key. */
export const openaiSettingsFormSchema = saveOpenaiSettingsBodySchema.extend({
  api_key: z
    .string()
    .trim()
    .superRefine((key, context) => {
      if (key === '') return;
      const parsed = apiKeySchema.safeParse(key);
      if (!parsed.success) context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid API key' });
    }),
});
export type OpenaiSettingsFormInput = z.input<typeof openaiSettingsFormSchema>;
export type OpenaiSettingsFormValues = z.output<typeof openaiSettingsFormSchema>;

/** Document 001, section 7: the key is sent only when a new one was entered. */
export function toSaveBody({ api_key, ...settings }: OpenaiSettingsFormValues): SaveOpenaiSettingsBody {
  return api_key === '' ? settings : { ...settings, api_key };
}

export function saveOpenaiSettings(body: SaveOpenaiSettingsBody) {
  return api.post('/api/admin/openai-settings', saveOpenaiSettingsResponseSchema, body);
}

export function useSaveOpenaiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOpenaiSettings,
    onSuccess: ({ settings }) => queryClient.setQueryData(openaiSettingsQueryOptions().queryKey, settings),
  });
}

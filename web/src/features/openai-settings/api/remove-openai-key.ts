import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveOpenaiSettingsResponseSchema } from '@frontdesk/contracts/ai-settings';
import { api } from '../../../lib/api-client';
import { openaiSettingsQueryOptions } from './get-openai-settings';

export function removeOpenaiKey() {
  return api.delete('/api/admin/openai-settings/api-key', saveOpenaiSettingsResponseSchema);
}

export function useRemoveOpenaiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOpenaiKey,
    onSuccess: ({ settings }) => queryClient.setQueryData(openaiSettingsQueryOptions().queryKey, settings),
  });
}

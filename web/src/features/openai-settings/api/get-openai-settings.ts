import { queryOptions, useQuery } from '@tanstack/react-query';
import { openaiSettingsResponseSchema } from '@frontdesk/contracts/ai-settings';
import { api } from '../../../lib/api-client';

export function getOpenaiSettings() {
  return api.get('/api/admin/openai-settings', openaiSettingsResponseSchema);
}

export const openaiSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'openai-settings'], queryFn: getOpenaiSettings });

export function useOpenaiSettings() {
  return useQuery(openaiSettingsQueryOptions());
}

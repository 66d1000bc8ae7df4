import { queryOptions, useQuery } from '@tanstack/react-query';
import { openaiSettingsResponseSchema } from '@frontdesk/contracts/ai-settings';
import { api } from '../../../lib/api-client';

export function getOpenaiSettings() {
  return api.get('/api/admin/openai-settings', openaiSettingsResponseSchema);
}

export const openaiSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'openai-settings'], queryFn: getOpenaiSettings });

/** `enabled: false` for a user who may not read them: no request the server would refuse. */
export function useOpenaiSettings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...openaiSettingsQueryOptions(), enabled });
}

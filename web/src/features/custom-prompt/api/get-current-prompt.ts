import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentPromptResponseSchema } from '@frontdesk/contracts/prompts';
import { api } from '../../../lib/api-client';

export function getCurrentPrompt() {
  return api.get('/api/company/prompt', currentPromptResponseSchema);
}

export const currentPromptQueryOptions = () => queryOptions({ queryKey: ['prompt', 'current'], queryFn: getCurrentPrompt });

export function useCurrentPrompt() {
  return useQuery(currentPromptQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { promptHistoryResponseSchema, type PromptHistoryItem } from '@frontdesk/contracts/prompts';
import { api } from '../../../lib/api-client';

/** Custom prompts written before, newest first. */
export async function getPromptHistory(): Promise<PromptHistoryItem[]> {
  const { prompts } = await api.get('/api/company/prompts', promptHistoryResponseSchema);
  return prompts;
}

export const promptHistoryQueryOptions = () => queryOptions({ queryKey: ['prompt', 'history'], queryFn: getPromptHistory });

export function usePromptHistory() {
  return useQuery(promptHistoryQueryOptions());
}

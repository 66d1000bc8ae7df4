import { queryOptions, useQuery } from '@tanstack/react-query';
import { promptRulesResponseSchema, type PromptRule } from '@frontdesk/contracts/prompts';
import { api } from '../../../lib/api-client';

export async function getPromptRules(): Promise<PromptRule[]> {
  const { rules } = await api.get('/api/company/prompt-rules', promptRulesResponseSchema);
  return rules;
}

export const promptRulesQueryOptions = () => queryOptions({ queryKey: ['prompt', 'rules'], queryFn: getPromptRules });

export function usePromptRules() {
  return useQuery(promptRulesQueryOptions());
}

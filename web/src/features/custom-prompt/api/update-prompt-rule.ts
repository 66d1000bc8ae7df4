import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ruleResponseSchema, updateRuleBodySchema } from '@frontdesk/contracts/prompts';
import { TEXTS } from '@frontdesk/contracts/texts';
import { api } from '../../../lib/api-client';
import { promptRulesQueryOptions } from './get-prompt-rules';

export const ruleFormSchema = updateRuleBodySchema;
export type RuleFormInput = z.input<typeof ruleFormSchema>;
export type RuleFormValues = z.output<typeof ruleFormSchema>;

export async function updatePromptRule({ id, ...body }: RuleFormValues & { id: string }) {
  const answer = await api.put(`/api/company/prompt-rules/${encodeURIComponent(id)}`, ruleResponseSchema, body);
  if (!answer.success) throw new Error(TEXTS.prompt.ruleEditFailed);
  return answer;
}

export function useUpdatePromptRule() {
  const queryClient = useQueryClient();
  const { queryKey } = promptRulesQueryOptions();
  return useMutation({
    mutationFn: updatePromptRule,
    onSuccess: ({ rule: saved }) => {
      queryClient.setQueryData(queryKey, (rules) => rules?.map((rule) => (rule.id === saved.id ? saved : rule)));
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rulesResponseSchema, type PromptRule } from '@frontdesk/contracts/prompts';
import { api } from '../../../lib/api-client';
import { promptRulesQueryOptions } from './get-prompt-rules';

export interface RuleToggle {
  id: string;
  is_enabled: boolean;
}

export function togglePromptRule(toggle: RuleToggle) {
  return api.put('/api/company/prompt-rules', rulesResponseSchema, { rules: [toggle] });
}

function applyToggle(rules: PromptRule[] | undefined, { id, is_enabled }: RuleToggle) {
  return rules?.map((rule) => (rule.id === id ? { ...rule, is_enabled } : rule));
}

/**
 * Document 001, section 4: the switch moves at once; if the server refuses, the list goes back
 * to what it was and is reloaded from the server.
 */
export function useTogglePromptRule() {
  const queryClient = useQueryClient();
  const { queryKey } = promptRulesQueryOptions();
  return useMutation({
    mutationFn: togglePromptRule,
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (rules) => applyToggle(rules, toggle));
      return { previous };
    },
    onError: (_error, _toggle, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      return queryClient.invalidateQueries({ queryKey });
    },
    onSuccess: ({ rules: saved }) => {
      const byId = new Map(saved.map((rule) => [rule.id, rule]));
      queryClient.setQueryData(queryKey, (rules) => rules?.map((rule) => byId.get(rule.id) ?? rule));
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema } from '@frontdesk/contracts/prompts';
import { TEXTS } from '@frontdesk/contracts/texts';
import { api } from '../../../lib/api-client';
import { currentPromptQueryOptions } from './get-current-prompt';
import { promptHistoryQueryOptions } from './get-prompt-history';

export async function deletePrompt(id: string) {
  const answer = await api.delete(`/api/company/prompts/${encodeURIComponent(id)}`, successResponseSchema);
  if (!answer.success) throw new Error(TEXTS.prompt.deleteFailed);
  return answer;
}

export function useDeletePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrompt,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(promptHistoryQueryOptions().queryKey, (items) => items?.filter((item) => item.id !== id));
      // Deleting the prompt in use puts the default prompt back in charge.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: promptHistoryQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: currentPromptQueryOptions().queryKey }),
      ]);
    },
  });
}

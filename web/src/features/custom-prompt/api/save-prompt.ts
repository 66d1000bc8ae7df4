import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema, type SavePromptBody } from '@frontdesk/contracts/prompts';
import { TEXTS } from '@frontdesk/contracts/texts';
import { api } from '../../../lib/api-client';
import { currentPromptQueryOptions } from './get-current-prompt';
import { promptHistoryQueryOptions } from './get-prompt-history';

/** Saves the choice; an answer of success: false is a failure like any other. */
export async function savePrompt(body: SavePromptBody) {
  const answer = await api.post('/api/company/prompt', successResponseSchema, body);
  if (!answer.success) throw new Error(TEXTS.prompt.saveFailed);
  return answer;
}

export function useSavePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrompt,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentPromptQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: promptHistoryQueryOptions().queryKey }),
      ]),
  });
}

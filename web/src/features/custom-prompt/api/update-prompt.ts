import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updatePromptResponseSchema } from '@frontdesk/contracts/prompts';
import { TEXTS } from '@frontdesk/contracts/texts';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { currentPromptQueryOptions } from './get-current-prompt';
import { promptHistoryQueryOptions } from './get-prompt-history';

/** Raised when the server answers 200 but says success: false. */
class PromptNotUpdatedError extends Error {}

export async function updatePrompt({ id, prompt }: { id: string; prompt: string }) {
  const answer = await api.put(`/api/company/prompts/${encodeURIComponent(id)}`, updatePromptResponseSchema, { prompt });
  if (!answer.success) throw new PromptNotUpdatedError(TEXTS.prompt.updateFailedNoSuccess);
  return answer;
}

/** Document 001, section 8: 'Failed to update prompt: {server message}', or the success: false variant. */
export function describeUpdatePromptError(error: unknown): string {
  if (error instanceof PromptNotUpdatedError) return TEXTS.prompt.updateFailedNoSuccess;
  const reason = error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error);
  return `${TEXTS.prompt.updateFailedPrefix}${reason}`;
}

export function useUpdatePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrompt,
    onSuccess: ({ prompt }) => {
      queryClient.setQueryData(promptHistoryQueryOptions().queryKey, (items) =>
        items?.map((item) => (item.id === prompt.id ? prompt : item)),
      );
      // Editing the prompt in use changes what the assistant says.
      return queryClient.invalidateQueries({ queryKey: currentPromptQueryOptions().queryKey });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateTermsResponseSchema } from '@frontdesk/contracts/auth';
import { api } from '../../../lib/api-client';
import { termsQueryOptions } from '../../auth/api/get-terms';

export function useSaveTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => api.put('/api/auth/terms', updateTermsResponseSchema, { content }),
    onSuccess: ({ content }) => queryClient.setQueryData(termsQueryOptions().queryKey, content),
  });
}

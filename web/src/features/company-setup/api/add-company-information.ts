import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { createKnowledgeBodySchema, createKnowledgeResponseSchema } from '@frontdesk/contracts/knowledge';
import { api } from '../../../lib/api-client';
import { companyInformationQueryOptions } from './get-company-information';

export const addInformationFormSchema = createKnowledgeBodySchema;
export type AddInformationFormInput = z.input<typeof addInformationFormSchema>;
export type AddInformationInput = z.output<typeof addInformationFormSchema>;

export function addCompanyInformation(body: AddInformationInput) {
  return api.post('/api/company/info', createKnowledgeResponseSchema, body);
}

export function useAddCompanyInformation() {
  const queryClient = useQueryClient();
  const { queryKey } = companyInformationQueryOptions();
  return useMutation({
    mutationFn: addCompanyInformation,
    onSuccess: ({ entry }) => {
      // The list is oldest first, so the new entry goes last; the refetch confirms the server's order.
      // The mutation settles at the server's answer, not after the refetch: the form is free again at once.
      queryClient.setQueryData(queryKey, (entries) => (entries ? [...entries, entry] : [entry]));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

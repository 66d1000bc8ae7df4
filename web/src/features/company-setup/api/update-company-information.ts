import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createKnowledgeResponseSchema } from '@frontdesk/contracts/knowledge';
import { api } from '../../../lib/api-client';
import type { AddInformationInput } from './add-company-information';
import { companyInformationQueryOptions } from './get-company-information';

export function updateCompanyInformation({ id, ...body }: AddInformationInput & { id: string }) {
  return api.put(`/api/company/info/${encodeURIComponent(id)}`, createKnowledgeResponseSchema, body);
}

export function useUpdateCompanyInformation() {
  const queryClient = useQueryClient();
  const { queryKey } = companyInformationQueryOptions();
  return useMutation({
    mutationFn: updateCompanyInformation,
    onSuccess: ({ entry }) => {
      queryClient.setQueryData(queryKey, (entries) => entries?.map((known) => (known.id === entry.id ? entry : known)));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import { api } from '../../../lib/api-client';
import { companyInformationQueryOptions } from './get-company-information';

export function deleteCompanyInformation(id: string) {
  return api.delete(`/api/company/info/${encodeURIComponent(id)}`, messageResponseSchema);
}

export function useDeleteCompanyInformation() {
  const queryClient = useQueryClient();
  const { queryKey } = companyInformationQueryOptions();
  return useMutation({
    mutationFn: deleteCompanyInformation,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(queryKey, (entries) => entries?.filter((entry) => entry.id !== id));
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { companySlugResponseSchema } from '@frontdesk/contracts/company';
import { api } from '../../../lib/api-client';

export async function getCompanySlug(companyId: string): Promise<string> {
  const { data } = await api.get(`/api/company/slug/${encodeURIComponent(companyId)}`, companySlugResponseSchema);
  return data.slug;
}

export const companySlugQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ['company', companyId, 'slug'],
    queryFn: () => getCompanySlug(companyId),
    staleTime: 5 * 60_000,
  });

export function useCompanySlug(companyId: string | null) {
  return useQuery({ ...companySlugQueryOptions(companyId ?? ''), enabled: companyId !== null });
}

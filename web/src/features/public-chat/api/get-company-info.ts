import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyInfoResponseSchema } from '@frontdesk/contracts/company';
import { api } from '../../../lib/api-client';

export interface CompanyIdentity {
  name: string;
  slug: string;
}

/** The signed-in user's company, from the first item of GET /api/company/info; null when there is none. */
export async function getCompanyIdentity(): Promise<CompanyIdentity | null> {
  const [first] = await api.get('/api/company/info', companyInfoResponseSchema);
  return first ? { name: first.company_title, slug: first.slug } : null;
}

export const companyIdentityQueryOptions = () =>
  queryOptions({ queryKey: ['company', 'info'], queryFn: getCompanyIdentity, staleTime: 5 * 60_000 });

export function useCompanyIdentity() {
  return useQuery(companyIdentityQueryOptions());
}

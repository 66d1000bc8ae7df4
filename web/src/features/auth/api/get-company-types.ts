import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyTypesResponseSchema, FALLBACK_COMPANY_TYPE, type CompanyType } from '@frontdesk/contracts/auth';
import { api } from '../../../lib/api-client';

export async function getCompanyTypes(): Promise<CompanyType[]> {
  const { companyTypes } = await api.get('/api/auth/company-types', companyTypesResponseSchema);
  return companyTypes;
}

export const companyTypesQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'company-types'], queryFn: getCompanyTypes, staleTime: Infinity });

/** The business types to offer; the single general type when the list cannot be had. */
export function useCompanyTypes(): { companyTypes: CompanyType[] | undefined; isPending: boolean } {
  const query = useQuery(companyTypesQueryOptions());
  if (query.isPending) return { companyTypes: undefined, isPending: true };
  const companyTypes = query.data && query.data.length > 0 ? query.data : [FALLBACK_COMPANY_TYPE];
  return { companyTypes, isPending: false };
}

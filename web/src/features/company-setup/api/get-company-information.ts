import { queryOptions, useQuery } from '@tanstack/react-query';
import { knowledgeListResponseSchema, type KnowledgeEntry } from '@frontdesk/contracts/knowledge';
import { api } from '../../../lib/api-client';

export async function getCompanyInformation(): Promise<KnowledgeEntry[]> {
  const { entries } = await api.get('/api/company/information', knowledgeListResponseSchema);
  return entries;
}

export const companyInformationQueryOptions = () =>
  queryOptions({ queryKey: ['company', 'information'], queryFn: getCompanyInformation });

export function useCompanyInformation() {
  return useQuery(companyInformationQueryOptions());
}

import { useQuery } from '@tanstack/react-query';
import { statisticsSchema } from '@frontdesk/contracts/billing';
import { api } from '../../../lib/api-client';

export function useStatistics() {
  return useQuery({ queryKey: ['company', 'statistics'], queryFn: () => api.get('/api/statistics', statisticsSchema) });
}

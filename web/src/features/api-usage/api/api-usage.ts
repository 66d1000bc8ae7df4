import { useQuery } from '@tanstack/react-query';
import {
  apiUsageRecentResponseSchema,
  apiUsageStatsSchema,
  RECENT_CALLS_LIMIT,
  type ApiUsageTimeframe,
} from '@frontdesk/contracts/api-usage';
import { api } from '../../../lib/api-client';

export function useApiUsageStats(timeframe: ApiUsageTimeframe) {
  return useQuery({
    queryKey: ['company', 'api-usage', 'stats', timeframe],
    queryFn: () => api.get(`/api/company/api-usage/stats?timeframe=${timeframe}`, apiUsageStatsSchema),
  });
}

export function useRecentApiCalls() {
  return useQuery({
    queryKey: ['company', 'api-usage', 'recent'],
    queryFn: async () =>
      (await api.get(`/api/company/api-usage/recent?limit=${RECENT_CALLS_LIMIT}`, apiUsageRecentResponseSchema)).calls,
  });
}

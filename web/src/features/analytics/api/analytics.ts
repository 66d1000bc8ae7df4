import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  analyticsSchema,
  businessIntelligenceSchema,
  exportFileName,
  type AnalyticsRange,
  type DateRangeQuery,
  type ExportFormat,
} from '@frontdesk/contracts/analytics';
import { abTestSchema, abTestsResponseSchema, type CreateAbTestBody } from '@frontdesk/contracts/experiments';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const INSIGHTS = ['company', 'insights'] as const;

function rangeQuery(range: DateRangeQuery): string {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function useAnalytics(range: AnalyticsRange) {
  return useQuery({
    queryKey: [...INSIGHTS, 'analytics', range],
    queryFn: () => api.get(`/api/admin/analytics?range=${range}`, analyticsSchema),
    // The figures of the last range stay on screen while the next load.
    placeholderData: keepPreviousData,
  });
}

export function useBusinessIntelligence(range: DateRangeQuery = {}) {
  return useQuery({
    queryKey: [...INSIGHTS, 'business-intelligence', range.from ?? '', range.to ?? ''],
    queryFn: () => api.get(`/api/admin/business-intelligence${rangeQuery(range)}`, businessIntelligenceSchema),
    placeholderData: keepPreviousData,
  });
}

/** Document 001: the export downloads as analytics-report.{format}. */
export function exportAnalytics(format: ExportFormat, range: DateRangeQuery = {}): Promise<void> {
  const params = new URLSearchParams({ format });
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  return downloadFile(`/api/admin/export-analytics?${params.toString()}`, exportFileName(format));
}

export function useAbTests() {
  return useQuery({
    queryKey: [...INSIGHTS, 'ab-tests'],
    queryFn: async () => (await api.get('/api/admin/ab-tests', abTestsResponseSchema)).tests,
  });
}

const changedTestSchema = z.object({ message: z.string(), test: abTestSchema });

export function useStartAbTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAbTestBody) => api.post('/api/admin/ab-tests', changedTestSchema, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [...INSIGHTS, 'ab-tests'] }),
  });
}

export function useStopAbTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, keepWinner }: { id: string; keepWinner: boolean }) =>
      api.post(`/api/admin/ab-tests/${encodeURIComponent(id)}/stop`, changedTestSchema, { keep_winner: keepWinner }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...INSIGHTS, 'ab-tests'] }),
  });
}

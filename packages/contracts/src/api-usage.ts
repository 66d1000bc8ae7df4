import { z } from 'zod';

/** Document 001, section 9 (API usage). */
export const API_USAGE_TIMEFRAMES = ['1h', '24h', '7d', '30d'] as const;
export type ApiUsageTimeframe = (typeof API_USAGE_TIMEFRAMES)[number];
export const DEFAULT_TIMEFRAME: ApiUsageTimeframe = '24h';
export const RECENT_CALLS_LIMIT = 20;
export const RECENT_CALLS_SHOWN = 10;

export const apiUsageStatsQuerySchema = z.object({
  timeframe: z.enum(API_USAGE_TIMEFRAMES, { error: 'timeframe must be 1h, 24h, 7d or 30d' }).default(DEFAULT_TIMEFRAME),
});
export const apiUsageRecentQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(RECENT_CALLS_LIMIT),
});

/** Document 001, API usage stats. */
export const apiUsageStatsSchema = z.object({
  total_requests: z.number().int(),
  avg_response_time: z.number(),
  error_count: z.number().int(),
  success_rate: z.number().int(),
  by_service: z.array(
    z.object({
      service_name: z.string(),
      request_count: z.number().int(),
      avg_response_time: z.number(),
      error_count: z.number().int(),
    }),
  ),
});
export type ApiUsageStats = z.infer<typeof apiUsageStatsSchema>;

/** Document 001, Recent call (with the service it went to). */
export const apiCallSchema = z.object({
  timestamp: z.string(),
  service: z.string(),
  method: z.string(),
  endpoint: z.string(),
  status_code: z.number().int(),
  duration_ms: z.number().int(),
});
export type ApiCall = z.infer<typeof apiCallSchema>;
export const apiUsageRecentResponseSchema = z.object({ calls: z.array(apiCallSchema) });

export const API_USAGE_TEXTS = {
  noRecent: 'No recent API calls found',
  timeframeLabels: { '1h': 'Last hour', '24h': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days' } satisfies Record<
    ApiUsageTimeframe,
    string
  >,
} as const;

/** Success rate = (total − errors) ÷ total, as a rounded percent; 0 without requests. */
export function successRate(total: number, errors: number): number {
  return total === 0 ? 0 : Math.round(((total - errors) / total) * 100);
}

import { z } from 'zod';
import { isoDateField } from './fields';

/** Document 001, section 9: analytics ranges, engagement, daily activity. */
export const ANALYTICS_RANGES = ['1d', '7d', '30d', '90d'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '7d';
export const RANGE_DAYS: Record<AnalyticsRange, number> = { '1d': 1, '7d': 7, '30d': 30, '90d': 90 };
/** An engaged session: at least 3 visitor messages and at least 3 minutes. */
export const ENGAGEMENT = { minMessages: 3, minSeconds: 180 } as const;
export const DAILY_STATS_MAX_DAYS = 7;
export const RECENT_ACTIVITY_SHOWN = 10;
/** A completed chat has 3+ visitor messages (document 001, section 9). */
export const COMPLETION_MIN_MESSAGES = 3;
/** A satisfied visitor stayed at least a minute: the session-length signal of the Performance tab. */
export const SATISFIED_MIN_SECONDS = 60;

export const analyticsQuerySchema = z.object({
  range: z.enum(ANALYTICS_RANGES, { error: 'range must be 1d, 7d, 30d or 90d' }).default(DEFAULT_ANALYTICS_RANGE),
});

/** Document 001, the Analytics entity. Durations are seconds; rates are percents (one decimal). */
export const analyticsSchema = z.object({
  totalUsers: z.number().int(),
  periodUsers: z.number().int(),
  leadsCapture: z.number().int(),
  leadConversionRate: z.number(),
  avgSessionDuration: z.number(),
  avgMessages: z.number(),
  engagementRate: z.number(),
  chatConversionRate: z.number(),
  totalSessions: z.number().int(),
  totalMessages: z.number().int(),
  /** Visits (openings of the chat, once per visitor and day) in the range; chatConversionRate's base. */
  visits: z.number().int(),
  /** Visitors who opened the chat and started a conversation in the range, each once: chatConversionRate's part. */
  chatVisitors: z.number().int(),
  deviceBreakdown: z.object({ mobile: z.number().int(), desktop: z.number().int() }),
  dailyStats: z.array(
    z.object({ date: z.string(), users: z.number().int(), messages: z.number().int(), avgDuration: z.number() }),
  ),
  recentActivity: z.array(
    z.object({
      name: z.string(),
      device_type: z.enum(['mobile', 'other']),
      message_count: z.number().int(),
      session_duration: z.number().int(),
      created_at: z.string(),
    }),
  ),
  /** The company's time zone, in which days are counted. */
  timezone: z.string(),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/** Document 001, section 5: lead scoring points and the quality thresholds. */
export const LEAD_SCORING = {
  email: 30,
  phone: 20,
  manyMessages: 25,
  longSession: 25,
  /** More than this many visitor messages earns `manyMessages`. */
  messagesOver: 3,
  /** A session longer than this many seconds earns `longSession`. */
  secondsOver: 300,
  cap: 100,
} as const;
export const LEAD_QUALITIES = ['Hot', 'Warm', 'Cold', 'Low'] as const;
export type LeadQuality = (typeof LEAD_QUALITIES)[number];
export const QUALITY_THRESHOLDS = { Hot: 80, Warm: 60, Cold: 40 } as const;

export function leadScore(lead: { email: string; phone: string; message_count: number; session_duration: number }): number {
  const points =
    (lead.email ? LEAD_SCORING.email : 0) +
    (lead.phone ? LEAD_SCORING.phone : 0) +
    (lead.message_count > LEAD_SCORING.messagesOver ? LEAD_SCORING.manyMessages : 0) +
    (lead.session_duration > LEAD_SCORING.secondsOver ? LEAD_SCORING.longSession : 0);
  return Math.min(points, LEAD_SCORING.cap);
}

export function leadQuality(score: number): LeadQuality {
  if (score >= QUALITY_THRESHOLDS.Hot) return 'Hot';
  if (score >= QUALITY_THRESHOLDS.Warm) return 'Warm';
  if (score >= QUALITY_THRESHOLDS.Cold) return 'Cold';
  return 'Low';
}

/** The rule as the Lead Scoring tab explains it, made from the same constants the server scores with. */
export const LEAD_SCORING_HELP = `Score: +${LEAD_SCORING.email} e-mail, +${LEAD_SCORING.phone} phone, +${LEAD_SCORING.manyMessages} more than ${LEAD_SCORING.messagesOver} messages, +${LEAD_SCORING.longSession} a session over ${LEAD_SCORING.secondsOver / 60} minutes (at most ${LEAD_SCORING.cap}). Hot ${QUALITY_THRESHOLDS.Hot}+, Warm ${QUALITY_THRESHOLDS.Warm}+, Cold ${QUALITY_THRESHOLDS.Cold}+, otherwise Low.`;

const dateRangeFields = {
  from: isoDateField('from').optional(),
  to: isoDateField('to').optional(),
};
const fromNotAfterTo = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to;
const FROM_AFTER_TO = { message: 'from must not be after to', path: ['from'] };
/** A date range of the advanced analytics, as days in the company's time zone (both ends included). */
export const dateRangeQuerySchema = z.object(dateRangeFields).refine(fromNotAfterTo, FROM_AFTER_TO);
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;
/** Without a range, the last 30 days. */
export const DEFAULT_INSIGHT_DAYS = 30;
export const LEADS_SHOWN = 50;

export const scoredLeadSchema = z.object({
  session_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message_count: z.number().int(),
  session_duration: z.number().int(),
  score: z.number().int(),
  quality: z.enum(LEAD_QUALITIES),
  created_at: z.string(),
});
export type ScoredLead = z.infer<typeof scoredLeadSchema>;

export const conversionMetricsSchema = z.object({
  visitors: z.number().int(),
  chatStarts: z.number().int(),
  contactProvided: z.number().int(),
  highEngagement: z.number().int(),
  chatConversionRate: z.number(),
  contactConversionRate: z.number(),
  engagementRate: z.number(),
});
export type ConversionMetrics = z.infer<typeof conversionMetricsSchema>;

export const performanceMetricsSchema = z.object({
  /** Seconds from a visitor's message to the end of the answer, averaged over the answers. */
  avgResponseTime: z.number(),
  satisfactionScore: z.number(),
  completionRate: z.number(),
  answers: z.number().int(),
});
export type PerformanceMetrics = z.infer<typeof performanceMetricsSchema>;

/** Document 001: GET /api/admin/business-intelligence. */
export const businessIntelligenceSchema = z.object({
  leadScoring: z.array(scoredLeadSchema),
  conversionMetrics: conversionMetricsSchema,
  performanceMetrics: performanceMetricsSchema,
  range: z.object({ from: z.string(), to: z.string(), timezone: z.string() }),
});
export type BusinessIntelligence = z.infer<typeof businessIntelligenceSchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportQuerySchema = z
  .object({ format: z.enum(EXPORT_FORMATS, { error: 'format must be csv or xlsx' }), ...dateRangeFields })
  .refine(fromNotAfterTo, FROM_AFTER_TO);
/** The export's columns, one row per chat session. */
export const EXPORT_COLUMNS = [
  'Session',
  'Started (UTC)',
  'Device',
  'Messages',
  'Duration (s)',
  'Name',
  'E-mail',
  'Phone',
  'Lead score',
  'Quality',
] as const;
export const exportFileName = (format: ExportFormat) => `analytics-report.${format}`;

/** Percent with one decimal; 0 when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

export const ANALYTICS_TEXTS = {
  /** The Analytics page's description, without and with the way to advanced analytics. */
  description: 'How visitors use your chat.',
  descriptionLead: 'How visitors use your chat. For scored leads, the funnel and A/B tests see',
  advancedLink: 'advanced analytics',
  chatConversionHint: 'Visitors who chatted ÷ visits',
  rangeLabels: { '1d': 'Last 24 hours', '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days' } satisfies Record<
    AnalyticsRange,
    string
  >,
  anonymous: 'Anonymous',
  contactConversionHint: 'Sessions with contact \u00f7 sessions',
  timesIn: (timezone: string) => `Times in ${timezone}`,
  noDeviceSessions: 'No sessions in this range yet.',
  noContact: 'No contact info',
  noLeads: 'No conversations in this range yet.',
  noActivity: 'No conversations yet. Share your chat link to start.',
  definitions: [
    'A visit is an opening of your public chat page or widget, counted once per visitor per day.',
    "A session starts with a visitor's first message; Total Users counts every session ever, Users in period those started in the range.",
    'Messages are the visitors\u2019 own messages. Engaged sessions have at least 3 messages and last at least 3 minutes.',
    'Leads Captured counts every lead, bookings made without a chat included; lead conversion is the sessions in which the visitor left contact details (or booked) \u00f7 sessions.',
    'Chat conversion is visitors who chatted \u00f7 visits (a visitor counts once, however many conversations they start).',
  ],
} as const;

/** Seconds as the spec shows durations: s, m, or h m. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole}s`;
  if (whole < 3600) return `${Math.floor(whole / 60)}m`;
  return `${Math.floor(whole / 3600)}h ${Math.floor((whole % 3600) / 60)}m`;
}

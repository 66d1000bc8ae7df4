import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  analyticsSchema,
  businessIntelligenceSchema,
  dateRangeQuerySchema,
  exportFileName,
  exportQuerySchema,
} from '@frontdesk/contracts/analytics';
import { businessChatBodySchema, businessChatReplySchema } from '@frontdesk/contracts/business-chat';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { z } from 'zod';
import { companyOf } from '../../platform/auth-hook';
import type { RateLimits } from '../../platform/rate-limits';
import { EXPORT_CONTENT_TYPES, exportStream } from './analytics-export';
import type { AnalyticsService } from './analytics.service';
import type { BusinessChatService } from './business-chat.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };
const tags = ['analytics'];
// Each question may cost a model call: a person's pace, not a script's.
const BUSINESS_CHAT_LIMIT = { name: 'business-chat', points: 30, durationSeconds: 60 };
const EXPORT_LIMIT = { name: 'analytics-export', points: 10, durationSeconds: 60 };

/**
 * Document 001, Reporting: analytics, business intelligence, its export and the business chat,
 * under /api/admin. Each page's own permission opens it, and so does the one its navigation
 * entry asks for (document 000: admin, and chat for the business chat).
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{
  analytics: AnalyticsService;
  businessChat: BusinessChatService;
  limits: RateLimits;
}> = async (app, { analytics, businessChat, limits }) => {
  app.get('/analytics', {
    config: { access: { company: ['analytics', 'admin'] } },
    schema: {
      tags,
      summary: 'Visitors, sessions, leads, engagement and devices over the last 1, 7, 30 or 90 days',
      querystring: analyticsQuerySchema,
      response: { 200: analyticsSchema, ...errors },
    },
    handler: async (request) => analytics.analytics(companyOf(request).companyId, request.query.range),
  });

  app.get('/business-intelligence', {
    config: { access: { company: ['business-intelligence', 'admin'] } },
    schema: {
      tags,
      summary: 'Scored leads, the conversion funnel and performance over days of the company (default: the last 30)',
      querystring: dateRangeQuerySchema,
      response: { 200: businessIntelligenceSchema, ...errors },
    },
    handler: async (request) => analytics.businessIntelligence(companyOf(request).companyId, request.query),
  });

  app.get('/export-analytics', {
    config: { access: { company: ['business-intelligence', 'admin'] } },
    schema: {
      tags,
      summary: 'Every session of the range with its lead and score, as analytics-report.csv or .xlsx (streamed)',
      querystring: exportQuerySchema,
      response: { 200: z.any(), ...errors },
    },
    handler: async (request, reply) => {
      const { companyId, principal } = companyOf(request);
      await limits.consume(EXPORT_LIMIT, principal.actorId, 'Too many exports at once. Please wait a minute and try again.');
      const range = await analytics.dayRange(companyId, request.query);
      const { format } = request.query;
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${exportFileName(format)}"`)
        .header('cache-control', 'no-store')
        .send(exportStream(format, analytics.exportRows(companyId, range)));
    },
  });

  app.post('/business-chat', {
    config: { access: { company: ['business-chat', 'chat', 'admin'] } },
    schema: {
      tags,
      summary: "Ask about the company's own data; answered from fixed queries (chosen by the model when there is one)",
      body: businessChatBodySchema,
      response: { 200: businessChatReplySchema, ...errors },
    },
    handler: async (request) => {
      const { companyId, principal } = companyOf(request);
      await limits.consume(
        BUSINESS_CHAT_LIMIT,
        principal.actorId,
        'Too many questions at once. Please wait a minute and try again.',
      );
      return businessChat.ask(companyId, request.body.message);
    },
  });
};

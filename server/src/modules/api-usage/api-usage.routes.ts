import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiUsageRecentQuerySchema,
  apiUsageRecentResponseSchema,
  apiUsageStatsQuerySchema,
  apiUsageStatsSchema,
} from '@frontdesk/contracts/api-usage';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { companyOf } from '../../platform/auth-hook';
import type { ApiUsageService } from './api-usage.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const tags = ['api usage'];
// The API Usage entry is an admin entry (document 000, navigation).
const access = { company: 'admin' } as const;

/** Document 001, API Usage Analytics: /api/company/api-usage/stats and /recent. */
export const apiUsageRoutes: FastifyPluginAsyncZod<{ usage: ApiUsageService }> = async (app, { usage }) => {
  app.get('/api-usage/stats', {
    config: { access },
    schema: {
      tags,
      summary: 'Requests, response time and errors per service',
      querystring: apiUsageStatsQuerySchema,
      response: { 200: apiUsageStatsSchema, ...errors },
    },
    handler: async (request) => usage.stats(companyOf(request).companyId, request.query.timeframe),
  });

  app.get('/api-usage/recent', {
    config: { access },
    schema: {
      tags,
      summary: 'The latest outbound calls',
      querystring: apiUsageRecentQuerySchema,
      response: { 200: apiUsageRecentResponseSchema, ...errors },
    },
    handler: async (request) => ({ calls: await usage.recent(companyOf(request).companyId, request.query.limit) }),
  });
};

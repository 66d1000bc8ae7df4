import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statisticsSchema } from '@frontdesk/contracts/billing';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { companyOf } from '../../platform/auth-hook';
import type { StatisticsService } from './statistics.service';

/** Document 001, Statistics Dashboard: GET /api/statistics. */
export const statisticsRoutes: FastifyPluginAsyncZod<{ statistics: StatisticsService }> = async (app, { statistics }) => {
  app.get('/statistics', {
    config: { access: { company: 'statistics' } },
    schema: {
      tags: ['statistics'],
      summary: 'Active chats, visitors who chatted, and payments',
      response: { 200: statisticsSchema, 401: errorBodySchema, 403: errorBodySchema },
    },
    handler: async (request) => statistics.forCompany(companyOf(request).companyId),
  });
};

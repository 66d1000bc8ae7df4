import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import {
  AB_TEXTS,
  abTestIdParamsSchema,
  abTestSchema,
  abTestsResponseSchema,
  createAbTestBodySchema,
  stopAbTestBodySchema,
} from '@frontdesk/contracts/experiments';
import { z } from 'zod';
import { companyOf } from '../../platform/auth-hook';
import type { ExperimentsService } from './experiments.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const access = { company: ['business-intelligence', 'admin'] } as const;
const tags = ['analytics'];

/** A/B tests of the welcome message (the A/B Testing tab), under /api/admin/ab-tests. */
export const experimentsRoutes: FastifyPluginAsyncZod<{ experiments: ExperimentsService }> = async (app, { experiments }) => {
  app.get('/ab-tests', {
    config: { access },
    schema: {
      tags,
      summary: 'A/B tests, newest first, with visitors, conversions and significance',
      response: { 200: abTestsResponseSchema, ...errors },
    },
    handler: async (request) => ({ tests: await experiments.list(companyOf(request).companyId) }),
  });

  app.post('/ab-tests', {
    config: { access },
    schema: {
      tags,
      summary: 'Start an A/B test of two welcome messages (one at a time)',
      body: createAbTestBodySchema,
      response: { 201: z.object({ message: z.string(), test: abTestSchema }), ...errors },
    },
    handler: async (request, reply) => {
      const test = await experiments.start(companyOf(request).companyId, request.body);
      return reply.status(201).send({ message: AB_TEXTS.started, test });
    },
  });

  app.post('/ab-tests/:id/stop', {
    config: { access },
    schema: {
      tags,
      summary: 'Stop a running A/B test, optionally keeping its significant winner as the welcome message',
      params: abTestIdParamsSchema,
      body: stopAbTestBodySchema,
      response: { 200: messageResponseSchema.extend({ test: abTestSchema }), ...errors },
    },
    handler: async (request) => {
      const { test, kept } = await experiments.stop(
        companyOf(request).companyId,
        request.params.id,
        request.body?.keep_winner ?? false,
      );
      return { message: kept ? AB_TEXTS.kept(kept) : AB_TEXTS.stopped, test };
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, readyResponseSchema } from '@frontdesk/contracts/health';
import type { DatabaseHandle } from '../../db/client';

/** Liveness answers while the process runs; readiness only while the database answers too. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; isDraining: () => boolean }> = async (
  app,
  { database, isDraining },
) => {
  app.get('/healthz', {
    schema: { tags: ['health'], response: { 200: healthResponseSchema } },
    handler: async () => ({ status: 'ok' as const }),
  });

  app.get('/readyz', {
    schema: { tags: ['health'], response: { 200: readyResponseSchema, 503: readyResponseSchema } },
    handler: async (request, reply) => {
      if (isDraining()) return reply.status(503).send({ status: 'unavailable' });
      try {
        await database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: database not answering');
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  });
};

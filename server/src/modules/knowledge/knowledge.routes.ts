import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import {
  createKnowledgeBodySchema,
  createKnowledgeResponseSchema,
  knowledgeIdParamsSchema,
  knowledgeListResponseSchema,
} from '@frontdesk/contracts/knowledge';
import { TEXTS } from '@frontdesk/contracts/texts';
import { companyOf } from '../../platform/auth-hook';
import type { KnowledgeService } from './knowledge.service';
import { BODY_LIMITS } from '../../platform/request-body';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Company Setup: the knowledge entries, under /api/company. */
export const knowledgeRoutes: FastifyPluginAsyncZod<{ knowledge: KnowledgeService }> = async (app, { knowledge }) => {
  const tags = ['company setup'];

  app.get('/information', {
    config: { access: { company: 'company-setup' } },
    schema: { tags, summary: "The company's knowledge entries", response: { 200: knowledgeListResponseSchema, ...errors } },
    handler: async (request) => ({ entries: await knowledge.list(companyOf(request).companyId) }),
  });

  app.post('/info', {
    bodyLimit: BODY_LIMITS.text,
    config: { access: { company: 'company-setup' } },
    schema: {
      tags,
      summary: 'Add a knowledge entry',
      body: createKnowledgeBodySchema,
      response: { 201: createKnowledgeResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const entry = await knowledge.add(companyOf(request).companyId, request.body);
      return reply.status(201).send({ message: TEXTS.companySetup.added, entry });
    },
  });

  app.put('/info/:id', {
    bodyLimit: BODY_LIMITS.text,
    config: { access: { company: 'company-setup' } },
    schema: {
      tags,
      summary: 'Change a knowledge entry',
      params: knowledgeIdParamsSchema,
      body: createKnowledgeBodySchema,
      response: { 200: createKnowledgeResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: TEXTS.companySetup.updated,
      entry: await knowledge.update(companyOf(request).companyId, request.params.id, request.body),
    }),
  });

  app.delete('/info/:id', {
    config: { access: { company: 'company-setup' } },
    schema: {
      tags,
      summary: 'Delete a knowledge entry',
      params: knowledgeIdParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      await knowledge.remove(companyOf(request).companyId, request.params.id);
      return { message: TEXTS.companySetup.deleted };
    },
  });
};

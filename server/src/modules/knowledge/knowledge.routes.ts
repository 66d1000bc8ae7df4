import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import {
  companyInfoResponseSchema,
  createKnowledgeBodySchema,
  createKnowledgeResponseSchema,
  knowledgeIdParamsSchema,
  knowledgeListResponseSchema,
} from '@frontdesk/contracts/knowledge';
import { TEXTS } from '@frontdesk/contracts/texts';
import { companyOf } from '../../platform/auth-hook';
import type { KnowledgeService } from './knowledge.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Company Setup: the knowledge entries, under /api/company (and the info item under /api/v1 too). */
export const knowledgeRoutes: FastifyPluginAsyncZod<{ knowledge: KnowledgeService }> = async (app, { knowledge }) => {
  const tags = ['company setup'];

  app.get('/information', {
    config: { access: { company: 'company-setup' } },
    schema: { tags, summary: "The company's knowledge entries", response: { 200: knowledgeListResponseSchema, ...errors } },
    handler: async (request) => ({ entries: await knowledge.list(companyOf(request).companyId) }),
  });

  app.post('/info', {
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

  app.get('/info', {
    config: { access: { company: 'any' } },
    schema: {
      tags,
      summary: "The caller's company: title, type and slug",
      response: { 200: companyInfoResponseSchema, ...errors },
    },
    handler: async (request) => knowledge.companyInfo(companyOf(request).companyId),
  });
};

/** The service client's versioned path answers the same as /api/company/info. */
export const knowledgeV1Routes: FastifyPluginAsyncZod<{ knowledge: KnowledgeService }> = async (app, { knowledge }) => {
  app.get('/company/info', {
    config: { access: { company: 'any' } },
    schema: {
      tags: ['company setup'],
      summary: "The caller's company (versioned path)",
      response: { 200: companyInfoResponseSchema, ...errors },
    },
    handler: async (request) => knowledge.companyInfo(companyOf(request).companyId),
  });
};

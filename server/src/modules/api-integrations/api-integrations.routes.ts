import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createIntegrationBodySchema,
  INTEGRATION_TEXTS,
  integrationIdParamsSchema,
  integrationResponseSchema,
  integrationsResponseSchema,
} from '@frontdesk/contracts/api-integrations';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { companyOf } from '../../platform/auth-hook';
import type { ApiIntegrationsService } from './api-integrations.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['api integrations'];
const access = { company: ['api-integrations', 'admin'] } as const;

/** Document 001, API Integrations: /api/integrations/integrations. */
export const apiIntegrationsRoutes: FastifyPluginAsyncZod<{ integrations: ApiIntegrationsService }> = async (
  app,
  { integrations },
) => {
  app.get('/integrations', {
    config: { access },
    schema: {
      tags,
      summary: "The company's integrations (credentials never included)",
      response: { 200: integrationsResponseSchema, ...errors },
    },
    handler: async (request) => ({ integrations: await integrations.list(companyOf(request).companyId) }),
  });

  app.post('/integrations', {
    config: { access },
    schema: {
      tags,
      summary: 'Add an integration; its credentials are sealed',
      body: createIntegrationBodySchema,
      response: { 201: integrationResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const integration = await integrations.create(companyOf(request).companyId, request.body);
      return reply.status(201).send({ message: INTEGRATION_TEXTS.created, integration });
    },
  });

  app.post('/integrations/:id/test', {
    config: { access },
    schema: {
      tags,
      summary: 'Call the test address with the credentials; a failure answers 400 with its reason',
      params: integrationIdParamsSchema,
      response: { 200: integrationResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: INTEGRATION_TEXTS.testOk,
      integration: await integrations.test(companyOf(request).companyId, request.params.id),
    }),
  });

  app.post('/integrations/:id/toggle', {
    config: { access },
    schema: {
      tags,
      summary: 'Enable or disable',
      params: integrationIdParamsSchema,
      response: { 200: integrationResponseSchema, ...errors },
    },
    handler: async (request) => {
      const integration = await integrations.toggle(companyOf(request).companyId, request.params.id);
      return { message: integration.is_enabled ? INTEGRATION_TEXTS.enabled : INTEGRATION_TEXTS.disabled, integration };
    },
  });

  app.delete('/integrations/:id', {
    config: { access },
    schema: { tags, summary: 'Delete', params: integrationIdParamsSchema, response: { 200: messageResponseSchema, ...errors } },
    handler: async (request) => {
      await integrations.remove(companyOf(request).companyId, request.params.id);
      return { message: INTEGRATION_TEXTS.deleted };
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBodySchema, loginResponseSchema } from '@frontdesk/contracts/auth';
import { companyIdParamsSchema } from '@frontdesk/contracts/company';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { exchangeCodeBodySchema, impersonateResponseSchema } from '@frontdesk/contracts/super-admin';
import { principalOf } from '../../platform/auth-hook';
import { clientOf } from '../../platform/client';
import type { SuperAdminService } from './super-admin.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };

export const superAdminRoutes: FastifyPluginAsyncZod<{ superAdmin: SuperAdminService }> = async (app, { superAdmin }) => {
  const tags = ['super-admin'];

  app.post('/login', {
    config: { access: { public: true } },
    schema: {
      tags,
      summary: 'Sign in the platform operator',
      body: loginBodySchema,
      response: { 200: loginResponseSchema, ...errors },
    },
    handler: async (request) => superAdmin.login(request.body.email, request.body.password, clientOf(request)),
  });

  app.post('/tenants/:companyId/impersonate', {
    config: { access: { superAdmin: true } },
    schema: {
      tags,
      summary: 'Open a company as its admin; short-lived and audited',
      params: companyIdParamsSchema,
      response: { 200: impersonateResponseSchema, ...errors },
    },
    handler: async (request) => superAdmin.impersonate(principalOf(request), request.params.companyId, clientOf(request)),
  });

  app.post('/impersonation/exchange', {
    config: { access: { public: true } },
    schema: {
      tags,
      summary: "Trade an impersonation link's one-minute code for the session (once)",
      body: exchangeCodeBodySchema,
      response: { 200: loginResponseSchema, ...errors },
    },
    handler: async (request) => superAdmin.openImpersonation(request.body.code, clientOf(request)),
  });
};

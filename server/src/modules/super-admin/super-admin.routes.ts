import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBodySchema, loginResponseSchema } from '@frontdesk/contracts/auth';
import { companyIdParamsSchema } from '@frontdesk/contracts/company';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import {
  auditLogQuerySchema,
  auditLogResponseSchema,
  dbStatusSchema,
  exchangeCodeBodySchema,
  impersonateResponseSchema,
  platformDashboardSchema,
  SUPER_ADMIN_TEXTS,
  tenantStatusBodySchema,
  tenantStatusResponseSchema,
  tenantResponseSchema,
  tenantsResponseSchema,
} from '@frontdesk/contracts/super-admin';
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

  const access = { superAdmin: true } as const;

  app.get('/tenants', {
    config: { access },
    schema: {
      tags,
      summary: 'Every company with its user and active-chat counts',
      response: { 200: tenantsResponseSchema, ...errors },
    },
    handler: async () => ({ tenants: await superAdmin.tenants() }),
  });

  app.get('/tenants/:companyId', {
    // The banner of a visit to a company reads its status (blocked, say) from the visiting tab.
    config: { access: { superAdmin: 'also-impersonating' } },
    schema: {
      tags,
      summary: 'One company with its user and active-chat counts (also while visiting it)',
      params: companyIdParamsSchema,
      response: { 200: tenantResponseSchema, ...errors },
    },
    handler: async (request) => ({ tenant: await superAdmin.visibleTenant(principalOf(request), request.params.companyId) }),
  });

  app.put('/tenants/:companyId/status', {
    config: { access },
    schema: {
      tags,
      summary: 'Block a company (signs everyone out, closes its chat) or unblock it; audited',
      params: companyIdParamsSchema,
      body: tenantStatusBodySchema,
      response: { 200: tenantStatusResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { isBlocked } = request.body;
      const tenant = await superAdmin.setBlocked(principalOf(request), request.params.companyId, isBlocked, clientOf(request));
      return { message: isBlocked ? SUPER_ADMIN_TEXTS.blocked : SUPER_ADMIN_TEXTS.unblocked, tenant };
    },
  });

  app.get('/analytics/dashboard', {
    config: { access },
    schema: {
      tags,
      summary: "The console's counters, top companies and health figures",
      response: { 200: platformDashboardSchema, ...errors },
    },
    handler: async () => superAdmin.dashboard(),
  });

  app.get('/system/db-status', {
    config: { access },
    schema: {
      tags,
      summary: 'Whether the database answers, and how many companies it holds',
      response: { 200: dbStatusSchema, ...errors },
    },
    handler: async () => superAdmin.dbStatus(),
  });

  app.get('/audit-log', {
    config: { access },
    schema: {
      tags,
      summary: 'Security-relevant actions, newest first; page with `before`',
      querystring: auditLogQuerySchema,
      response: { 200: auditLogResponseSchema, ...errors },
    },
    handler: async (request) => superAdmin.auditLog(request.query.limit, request.query.before),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyIdParamsSchema, companySlugResponseSchema } from '@frontdesk/contracts/company';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { DatabaseHandle } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { companyOf } from '../../platform/auth-hook';
import { notFound } from '../../platform/errors';
import { CompanyRepo } from './company.repo';

export const companyRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get('/slug/:companyId', {
    config: { access: { company: 'any' } },
    schema: {
      tags: ['company'],
      summary: "The public chat slug of the caller's own company",
      params: companyIdParamsSchema,
      response: { 200: companySlugResponseSchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
    },
    handler: async (request) => {
      const { companyId } = companyOf(request);
      // Another company's id is answered exactly like an unknown one.
      if (request.params.companyId !== companyId) throw notFound(TEXTS.superAdmin.companyNotFound);
      const company = await withTenant(database, companyId, (db) => new CompanyRepo(db, companyId).find());
      if (!company) throw notFound(TEXTS.superAdmin.companyNotFound);
      return { data: { slug: company.slug } };
    },
  });
};

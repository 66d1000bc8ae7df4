import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyIdParamsSchema, companyInfoResponseSchema, companySlugResponseSchema } from '@frontdesk/contracts/company';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { companyOf } from '../../platform/auth-hook';
import type { CompanyService } from './company.service';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The caller's own company, under /api/company. */
export const companyRoutes: FastifyPluginAsyncZod<{ company: CompanyService }> = async (app, { company }) => {
  const tags = ['company'];

  app.get('/slug/:companyId', {
    config: { access: { company: 'any' } },
    schema: {
      tags,
      summary: "The public chat slug of the caller's own company",
      params: companyIdParamsSchema,
      response: { 200: companySlugResponseSchema, ...errors },
    },
    handler: async (request) => ({ data: { slug: await company.slug(companyOf(request).companyId, request.params.companyId) } }),
  });

  app.get('/info', {
    config: { access: { company: 'any' } },
    schema: {
      tags,
      summary: "The caller's company: title, type and slug",
      response: { 200: companyInfoResponseSchema, ...errors },
    },
    handler: async (request) => company.info(companyOf(request).companyId),
  });
};

/** The service client's versioned path answers the same as /api/company/info. */
export const companyV1Routes: FastifyPluginAsyncZod<{ company: CompanyService }> = async (app, { company }) => {
  app.get('/company/info', {
    config: { access: { company: 'any' } },
    schema: {
      tags: ['company'],
      summary: "The caller's company (versioned path)",
      response: { 200: companyInfoResponseSchema, ...errors },
    },
    handler: async (request) => company.info(companyOf(request).companyId),
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import {
  detectPlatformBodySchema,
  detectPlatformResponseSchema,
  generateCodeBodySchema,
  generateCodeResponseSchema,
  verifyIntegrationBodySchema,
  verifyIntegrationResponseSchema,
} from '@frontdesk/contracts/integration-wizard';
import { TEXTS } from '@frontdesk/contracts/texts';
import { companyOf } from '../../platform/auth-hook';
import { notFound } from '../../platform/errors';
import type { CompanyService } from '../company/company.service';
import type { IntegrationWizardService } from './integration-wizard.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };
const access = { company: ['integration', 'admin'] } as const;

/** The wizard's calls under /api/v2/integration-wizard. A slug in a body must be the caller's own. */
export const integrationWizardRoutes: FastifyPluginAsyncZod<{
  wizard: IntegrationWizardService;
  company: CompanyService;
}> = async (app, { wizard, company }) => {
  const tags = ['integration wizard'];
  const ownSlug = async (companyId: string, slug: string) => {
    if ((await company.slugOf(companyId)) !== slug) throw notFound(TEXTS.superAdmin.companyNotFound);
  };

  app.post('/detect-platform', {
    config: { access },
    schema: {
      tags,
      summary: 'Fetch the website and recognise what it is built with',
      body: detectPlatformBodySchema,
      response: { 200: detectPlatformResponseSchema, ...errors },
    },
    handler: async (request) => wizard.detectPlatform(request.body.websiteUrl),
  });

  app.post('/generate-code', {
    config: { access },
    schema: {
      tags,
      summary: "The widget snippet and the platform's steps",
      body: generateCodeBodySchema,
      response: { 200: generateCodeResponseSchema, ...errors },
    },
    handler: async (request) => {
      await ownSlug(companyOf(request).companyId, request.body.companySlug);
      return wizard.generateCode(request.body.platform, request.body.companySlug, request.body.customization);
    },
  });

  app.post('/verify-integration', {
    config: { access },
    schema: {
      tags,
      summary: "Fetch the website again and check that this company's snippet is installed",
      body: verifyIntegrationBodySchema,
      response: { 200: verifyIntegrationResponseSchema, ...errors },
    },
    handler: async (request) => {
      await ownSlug(companyOf(request).companyId, request.body.companySlug);
      return wizard.verify(request.body.websiteUrl, request.body.companySlug);
    },
  });
};

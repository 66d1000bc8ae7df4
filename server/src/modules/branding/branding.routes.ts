import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_TEXTS, brandSettingsSchema, saveBrandSettingsResponseSchema } from '@frontdesk/contracts/branding';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { companyOf } from '../../platform/auth-hook';
import type { CompanyService } from '../company/company.service';
import type { BrandingService } from './branding.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const access = { company: ['integration', 'admin'] } as const;

/** Brand Customization on the Integrations page, under /api/admin. */
export const brandingRoutes: FastifyPluginAsyncZod<{ branding: BrandingService; company: CompanyService }> = async (
  app,
  { branding, company },
) => {
  const tags = ['brand settings'];

  app.get('/brand-settings', {
    config: { access },
    schema: {
      tags,
      summary: "The company's chat colours, logo, name, greeting, position and size",
      response: { 200: brandSettingsSchema, ...errors },
    },
    handler: async (request) => {
      const { companyId } = companyOf(request);
      return branding.get(companyId, await company.name(companyId));
    },
  });

  app.post('/brand-settings', {
    config: { access },
    schema: {
      tags,
      summary: 'Save how the chat looks and where it may be embedded',
      body: brandSettingsSchema,
      response: { 200: saveBrandSettingsResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { companyId } = companyOf(request);
      const settings = await branding.save(companyId, await company.name(companyId), request.body);
      return { message: BRAND_TEXTS.saved, settings };
    },
  });
};

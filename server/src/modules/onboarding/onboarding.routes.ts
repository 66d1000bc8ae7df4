import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { onboardingSchema } from '@frontdesk/contracts/onboarding';
import { companyOf } from '../../platform/auth-hook';
import type { OnboardingService } from './onboarding.service';

/** The dashboard's checklist and assistant health: GET /api/company/onboarding. */
export const onboardingRoutes: FastifyPluginAsyncZod<{ onboarding: OnboardingService }> = async (app, { onboarding }) => {
  app.get('/onboarding', {
    config: { access: { company: 'dashboard' } },
    schema: {
      tags: ['company'],
      summary: "The first-hour checklist from the company's real state, and which responder answers and how it fares",
      response: { 200: onboardingSchema, 401: errorBodySchema, 403: errorBodySchema },
    },
    handler: async (request) => onboarding.forCompany(companyOf(request).companyId),
  });
};

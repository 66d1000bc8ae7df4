import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BILLING_TEXTS,
  billIdParamsSchema,
  billingProfileSchema,
  billSchema,
  billsResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  companySubscriptionSchema,
  paymentProviderInputSchema,
  paymentProviderStatusSchema,
  paymentProviderTestSchema,
  paymentStatusSchema,
} from '@frontdesk/contracts/billing';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { companyOf, principalOf } from '../../platform/auth-hook';
import { clientOf } from '../../platform/client';
import { badRequest } from '../../platform/errors';
import type { BillingService } from './billing.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  502: errorBodySchema,
  503: errorBodySchema,
};
const tags = ['billing'];
const billing = { company: 'billing' } as const;
const paymentSettings = { company: 'payment-settings' } as const;
const operator = { superAdmin: 'also-impersonating' } as const;
// Stripe's events are small; a megabyte is far more than any of them.
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Document 001, billing calls, plus the invoice, Payment Settings and the operator's Stripe keys. */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing: service }) => {
  app.get('/company-subscription', {
    config: { access: billing },
    schema: { tags, summary: "The company's plan and its monthly cost", response: { 200: companySubscriptionSchema, ...errors } },
    handler: async (request) => service.subscription(companyOf(request).companyId),
  });

  app.get('/payment-status', {
    config: { access: billing },
    schema: {
      tags,
      summary: 'Whether the current period is paid, and the days left in it',
      response: { 200: paymentStatusSchema, ...errors },
    },
    handler: async (request) => service.paymentStatus(companyOf(request).companyId),
  });

  app.get('/bills', {
    config: { access: billing },
    schema: { tags, summary: "The company's bills, newest period first", response: { 200: billsResponseSchema, ...errors } },
    handler: async (request) => ({ bills: await service.list(companyOf(request).companyId) }),
  });

  app.post('/create-checkout-session', {
    config: { access: billing },
    schema: {
      tags,
      summary: "Stripe Checkout for the current period's bill (amount in cents, as shown)",
      body: checkoutRequestSchema,
      response: { 200: checkoutResponseSchema, ...errors },
    },
    handler: async (request) => service.checkoutCurrent(companyOf(request).companyId, request.body.amount),
  });

  app.post('/pay-bill/:id', {
    config: { access: billing },
    schema: {
      tags,
      summary: 'Stripe Checkout for one pending or overdue bill',
      params: billIdParamsSchema,
      response: { 200: checkoutResponseSchema, ...errors },
    },
    handler: async (request) => service.payBill(companyOf(request).companyId, request.params.id),
  });

  app.get('/bills/:id/invoice', {
    config: { access: billing },
    schema: { tags, summary: 'The bill as a PDF invoice', params: billIdParamsSchema, response: { 200: z.any(), ...errors } },
    handler: async (request, reply) => {
      const { filename, pdf } = await service.invoice(companyOf(request).companyId, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  });

  app.post('/bills/:id/cancel', {
    config: { access: operator },
    schema: {
      tags,
      summary: 'The operator writes off a pending or overdue bill of the company it is visiting',
      params: billIdParamsSchema,
      response: { 200: billSchema, ...errors },
    },
    handler: async (request) => {
      const { companyId } = principalOf(request);
      if (!companyId) throw badRequest(BILLING_TEXTS.cancelNeedsCompany);
      return service.cancel(companyId, request.params.id);
    },
  });

  app.get('/profile', {
    config: { access: paymentSettings },
    schema: { tags, summary: 'The billing contact and address on invoices', response: { 200: billingProfileSchema, ...errors } },
    handler: async (request) => service.profile(companyOf(request).companyId),
  });

  app.put('/profile', {
    config: { access: paymentSettings },
    schema: {
      tags,
      summary: 'Saves the billing contact and address',
      body: billingProfileSchema,
      response: { 200: billingProfileSchema, ...errors },
    },
    handler: async (request) => service.saveProfile(companyOf(request).companyId, request.body),
  });

  app.post('/customer-portal', {
    config: { access: paymentSettings },
    schema: { tags, summary: "Stripe's page for managing the saved card", response: { 200: checkoutResponseSchema, ...errors } },
    handler: async (request) => service.customerPortal(companyOf(request).companyId),
  });

  app.get('/provider-settings', {
    config: { access: operator },
    schema: {
      tags,
      summary: "The platform's Stripe keys (presence only)",
      response: { 200: paymentProviderStatusSchema, ...errors },
    },
    handler: async () => service.providerStatus(),
  });

  app.put('/provider-settings', {
    config: { access: operator },
    schema: {
      tags,
      summary: "Saves the platform's Stripe keys (sealed; they override the environment)",
      body: paymentProviderInputSchema,
      response: { 200: paymentProviderStatusSchema, ...errors },
    },
    handler: async (request) => service.saveProvider(request.body, principalOf(request).actorId, clientOf(request).ip),
  });

  app.delete('/provider-settings', {
    config: { access: operator },
    schema: {
      tags,
      summary: "Removes the platform's saved Stripe keys; the environment's are used again, if any",
      response: { 200: paymentProviderStatusSchema, ...errors },
    },
    handler: async (request) => service.removeProvider(principalOf(request).actorId, clientOf(request).ip),
  });

  app.post('/provider-settings/test', {
    config: { access: operator },
    schema: { tags, summary: 'Checks the secret key with Stripe', response: { 200: paymentProviderTestSchema, ...errors } },
    handler: async () => service.testProvider(),
  });
};

/** Stripe's webhook: the signature covers the exact bytes sent, so this plugin keeps the body raw. */
export const billingWebhookRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing: service }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/webhook', {
    bodyLimit: WEBHOOK_BODY_LIMIT,
    config: { access: { public: true } },
    schema: {
      tags,
      summary: "Stripe's signed events (a paid Checkout Session marks its bill paid)",
      headers: z.object({ 'stripe-signature': z.string().optional() }),
      response: { 200: z.object({ received: z.literal(true), handled: z.boolean() }), ...errors },
    },
    handler: async (request) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest(BILLING_TEXTS.webhookBody);
      return service.webhook(request.body, request.headers['stripe-signature']);
    },
  });
};

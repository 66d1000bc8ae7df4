import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyTypesResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  termsResponseSchema,
  TERMS_TEXTS,
  updateTermsBodySchema,
  updateTermsResponseSchema,
  tokenParamsSchema,
} from '@frontdesk/contracts/auth';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import { principalOf } from '../../platform/auth-hook';
import { clientOf } from '../../platform/client';
import { notFound } from '../../platform/errors';
import type { AccountsService } from '../accounts/accounts.service';
import type { SessionsService } from '../sessions/sessions.service';
import type { AuthService } from './auth.service';
import { BODY_LIMITS } from '../../platform/request-body';

export type AuthRoutesDeps = { auth: AuthService; accounts: AccountsService; sessions: SessionsService };

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesDeps> = async (app, { auth, accounts, sessions }) => {
  const tags = ['auth'];

  app.get('/company-types', {
    config: { access: { public: true } },
    schema: { tags, summary: 'Business types offered at sign-up', response: { 200: companyTypesResponseSchema } },
    handler: async () => {
      const rows = await accounts.companyTypes();
      return {
        companyTypes: rows.map((row) => ({ type: row.type, name: row.name, price: row.priceText, description: row.description })),
      };
    },
  });

  app.get('/terms', {
    config: { access: { public: true } },
    schema: { tags, summary: 'Current terms and conditions', response: { 200: termsResponseSchema, 404: errorBodySchema } },
    handler: async () => {
      const content = await accounts.latestTerms();
      if (content === undefined) throw notFound(TEXTS.auth.termsNotFound);
      return { content };
    },
  });

  app.put('/terms', {
    bodyLimit: BODY_LIMITS.text * 2,
    config: { access: { superAdmin: 'also-impersonating' } },
    schema: {
      tags,
      summary: 'Replace the terms and conditions (super admin, also while visiting a company)',
      body: updateTermsBodySchema,
      response: { 200: updateTermsResponseSchema, ...errors },
    },
    handler: async (request) => {
      const content = await auth.updateTerms(principalOf(request), request.body.content, clientOf(request));
      return { message: TERMS_TEXTS.updated, content };
    },
  });

  app.post('/register', {
    bodyLimit: BODY_LIMITS.form,
    config: { access: { public: true } },
    schema: {
      tags,
      summary: 'Create a company and its first admin',
      body: registerBodySchema,
      response: { 201: messageResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      await auth.register(request.body, clientOf(request));
      return reply.status(201).send({ message: TEXTS.auth.registrationSuccess });
    },
  });

  app.get('/verify-email/:token', {
    config: { access: { public: true } },
    schema: {
      tags,
      summary: 'Confirm an e-mail address from its link',
      params: tokenParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => ({ message: await auth.verifyEmail(request.params.token) }),
  });

  app.post('/resend-verification', {
    config: { access: { public: true } },
    schema: {
      tags,
      summary: 'Mail a new verification link (same answer whether or not the account exists)',
      body: forgotPasswordBodySchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      await auth.resendVerification(request.body.email, clientOf(request));
      return { message: TEXTS.verifyEmail.resent };
    },
  });

  app.post('/login', {
    config: { access: { public: true } },
    schema: { tags, summary: 'Sign in a company user', body: loginBodySchema, response: { 200: loginResponseSchema, ...errors } },
    handler: async (request) => auth.login(request.body.email, request.body.password, clientOf(request)),
  });

  app.post('/forgot-password', {
    config: { access: { public: true } },
    schema: {
      tags,
      summary: 'Mail a password reset link',
      body: forgotPasswordBodySchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      await auth.requestPasswordReset(request.body.email, clientOf(request));
      return { message: TEXTS.forgotPassword.sent };
    },
  });

  app.get('/reset-password/:token', {
    config: { access: { public: true } },
    schema: {
      tags,
      summary: 'Whether a reset link still works (the page shows its form only then)',
      params: tokenParamsSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      await auth.checkResetLink(request.params.token);
      return { message: 'This link can be used.' };
    },
  });

  app.post('/reset-password/:token', {
    config: { access: { public: true } },
    schema: {
      tags,
      summary: 'Set a new password from a reset link',
      params: tokenParamsSchema,
      body: resetPasswordBodySchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      await auth.resetPassword(request.params.token, request.body.password);
      return { message: TEXTS.resetPassword.success };
    },
  });

  app.post('/logout', {
    config: { access: { authenticated: true } },
    schema: {
      tags,
      summary: 'End the current session',
      body: z.unknown().optional(),
      response: { 200: messageResponseSchema, 401: errorBodySchema },
    },
    handler: async (request) => {
      await sessions.signOut(principalOf(request));
      return { message: TEXTS.auth.loggedOut };
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GHL_TEXTS,
  ghlCalendarConfigResponseSchema,
  ghlCalendarConfigSchema,
  GOOGLE_TEXTS,
  googleCalendarConfigResponseSchema,
  googleCalendarConfigSchema,
  googleOAuthCallbackQuerySchema,
  googleOAuthUrlResponseSchema,
  disconnectGoogleCalendarResponseSchema,
  saveGhlCalendarConfigResponseSchema,
  saveGoogleCalendarConfigResponseSchema,
} from '@frontdesk/contracts/calendar-connections';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { companyOf } from '../../platform/auth-hook';
import { AppError } from '../../platform/errors';
import { GOOGLE_CALLBACK_PATH, type CalendarConnectionsService } from './calendar-connections.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
};
const tags = ['calendar connections'];
// The GHL Calendar and Google Integrations pages are admin entries (document 000, navigation).
const access = { company: 'admin' } as const;

/** Where the popup lands after Google: the page tells its opener and closes (web: google-integrations). */
export const GOOGLE_RESULT_PAGE = '/google-integrations';

/** The /ghl-calendar and Google Calendar settings (document 000), under /api/company. */
export const calendarConnectionsRoutes: FastifyPluginAsyncZod<{ connections: CalendarConnectionsService }> = async (
  app,
  { connections },
) => {
  app.get('/ghl-calendar', {
    config: { access },
    schema: {
      tags,
      summary: 'The GoHighLevel calendar configuration (the key only as a placeholder)',
      response: { 200: ghlCalendarConfigResponseSchema, ...errors },
    },
    handler: async (request) => ({ config: await connections.ghlConfig(companyOf(request).companyId) }),
  });

  app.post('/ghl-calendar', {
    config: { access },
    schema: {
      tags,
      summary: 'Save the GoHighLevel calendar configuration',
      body: ghlCalendarConfigSchema,
      response: { 200: saveGhlCalendarConfigResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: GHL_TEXTS.saved,
      config: await connections.saveGhl(companyOf(request).companyId, request.body),
    }),
  });

  app.post('/ghl-calendar/test', {
    config: { access },
    schema: {
      tags,
      summary: 'Try the saved GoHighLevel configuration',
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      await connections.testGhl(companyOf(request).companyId);
      return { message: GHL_TEXTS.connected };
    },
  });

  app.get('/google-calendar-config', {
    config: { access },
    schema: {
      tags,
      summary: 'The Google Calendar client and connection (the secret only as a placeholder)',
      response: { 200: googleCalendarConfigResponseSchema, ...errors },
    },
    handler: async (request) => ({ config: await connections.googleConfig(companyOf(request).companyId) }),
  });

  app.post('/google-calendar-config', {
    config: { access },
    schema: {
      tags,
      summary: "Save the company's Google OAuth client and calendar id",
      body: googleCalendarConfigSchema,
      response: { 200: saveGoogleCalendarConfigResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: GOOGLE_TEXTS.credentialsSaved,
      config: await connections.saveGoogle(companyOf(request).companyId, request.body),
    }),
  });

  app.delete('/google-calendar-config/connection', {
    config: { access },
    schema: {
      tags,
      summary: "Forget the company's Google authorisation; the client, calendar id and appointments stay",
      response: { 200: disconnectGoogleCalendarResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: GOOGLE_TEXTS.disconnected,
      config: await connections.disconnectGoogle(companyOf(request).companyId),
    }),
  });

  app.get('/google-oauth-url', {
    config: { access },
    schema: {
      tags,
      summary: "Google's consent page for the popup",
      response: { 200: googleOAuthUrlResponseSchema, ...errors },
    },
    handler: async (request) => ({ authUrl: await connections.googleAuthorisationUrl(companyOf(request).companyId) }),
  });

  // Google sends the popup here; it carries no bearer token, so the signed state names the company.
  app.get(GOOGLE_CALLBACK_PATH.replace('/api/company', ''), {
    config: { access: { public: true } },
    schema: {
      tags,
      summary: 'OAuth callback: stores the tokens and shows the result in the popup',
      querystring: googleOAuthCallbackQuerySchema,
    },
    handler: async (request, reply) => {
      const { code, state, error } = request.query;
      let outcome: { google: 'connected' } | { google: 'failed'; message: string } = { google: 'connected' };
      if (error || !code || !state) outcome = { google: 'failed', message: GOOGLE_TEXTS.callbackRefused };
      else {
        try {
          await connections.completeGoogleAuthorisation(state, code);
        } catch (failure) {
          if (!(failure instanceof AppError)) throw failure;
          outcome = { google: 'failed', message: failure.message };
        }
      }
      return reply.redirect(`${GOOGLE_RESULT_PAGE}?${new URLSearchParams(outcome)}`);
    },
  });
};

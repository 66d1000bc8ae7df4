import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyEmailConfigResponseSchema,
  companyEmailConfigSchema,
  EMAIL_CONFIG_TEXTS,
  emailConfigResponseSchema,
  emailConfigSchema,
  saveCompanyEmailConfigResponseSchema,
  saveEmailConfigResponseSchema,
  type EmailConfig,
} from '@frontdesk/contracts/email-config';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import { companyOf } from '../../platform/auth-hook';
import { notFound } from '../../platform/errors';
import type { AccountsService } from '../accounts/accounts.service';
import type { CompanyEmailService, EmailConfigView } from './company-email.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };
const access = { company: ['integration', 'admin'] } as const;
const tags = ['company e-mail'];

type Deps = { email: CompanyEmailService; accounts: AccountsService };

function camel({ configured: _configured, ...config }: EmailConfigView): EmailConfig {
  return config;
}

function snake(config: EmailConfigView) {
  return {
    smtp_host: config.smtpHost,
    smtp_port: config.smtpPort,
    smtp_user: config.smtpUser,
    smtp_password: config.smtpPassword,
    sender_email: config.senderEmail,
    sender_name: config.senderName,
    is_configured: config.configured,
  };
}

/** The Google Integrations page's Email Configuration tab: /api/company/email-config, snake_case. */
export const companyEmailRoutes: FastifyPluginAsyncZod<Deps> = async (app, { email }) => {
  app.get('/email-config', {
    config: { access },
    schema: {
      tags,
      summary: "The company's SMTP settings (the password only as a placeholder)",
      response: { 200: companyEmailConfigResponseSchema, ...errors },
    },
    handler: async (request) => snake(await email.get(companyOf(request).companyId)),
  });

  app.post('/email-config', {
    config: { access },
    schema: {
      tags,
      summary: 'Save the SMTP settings',
      body: companyEmailConfigSchema,
      response: { 200: saveCompanyEmailConfigResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { smtp_host, smtp_port, smtp_user, smtp_password, sender_email, sender_name } = request.body;
      const saved = await email.save(companyOf(request).companyId, {
        smtpHost: smtp_host,
        smtpPort: smtp_port,
        smtpUser: smtp_user,
        smtpPassword: smtp_password,
        senderEmail: sender_email,
        senderName: sender_name,
      });
      return { message: EMAIL_CONFIG_TEXTS.saved, config: snake(saved) };
    },
  });
};

/**
 * The Integrations page's e-mail settings through the service client, camelCase, registered under
 * /api/v1 and under /api (the client's fallback path).
 */
export const emailConfigRoutes: FastifyPluginAsyncZod<Deps> = async (app, { email, accounts }) => {
  app.get('/email-config', {
    config: { access },
    schema: {
      tags,
      // Null rather than a 404: nothing saved yet is an answer, and the client's fallback path is for a missing route.
      summary: "The company's SMTP settings; null when none are saved",
      response: { 200: emailConfigResponseSchema.nullable(), ...errors },
    },
    handler: async (request) => {
      const saved = await email.saved(companyOf(request).companyId);
      return saved ? camel(saved) : null;
    },
  });

  app.post('/email-config', {
    config: { access },
    schema: {
      tags,
      summary: 'Save the SMTP settings',
      body: emailConfigSchema,
      response: { 200: saveEmailConfigResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: EMAIL_CONFIG_TEXTS.saved,
      config: camel(await email.save(companyOf(request).companyId, request.body)),
    }),
  });

  app.post('/email-config/test', {
    config: { access },
    schema: {
      tags,
      summary: 'Send a test e-mail to the signed-in user with the settings given',
      body: emailConfigSchema,
      response: { 200: messageResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { companyId, principal } = companyOf(request);
      const me = await accounts.actor(principal);
      if (!me) throw notFound(TEXTS.auth.sessionEnded);
      await email.sendTest(companyId, request.body, me.email);
      return { message: EMAIL_CONFIG_TEXTS.testSent(me.email) };
    },
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  openaiSettingsResponseSchema,
  saveOpenaiSettingsBodySchema,
  saveOpenaiSettingsResponseSchema,
  testOpenaiBodySchema,
  testOpenaiResponseSchema,
} from '@frontdesk/contracts/ai-settings';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import { companyOf } from '../../platform/auth-hook';
import type { AiSettingsService } from './ai-settings.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 502: errorBodySchema };
// The page's own permission ('openai-settings' in the admin's matrix), and an admin's.
const access = { company: ['openai-settings', 'admin'] } as const;

export const aiSettingsRoutes: FastifyPluginAsyncZod<{ settings: AiSettingsService }> = async (app, { settings }) => {
  const tags = ['openai settings'];

  app.get('/openai-settings', {
    config: { access },
    schema: {
      tags,
      summary: 'Model settings; the key is reported as present, never returned',
      response: { 200: openaiSettingsResponseSchema, ...errors },
    },
    handler: async (request) => settings.get(companyOf(request).companyId),
  });

  app.post('/openai-settings', {
    config: { access },
    schema: {
      tags,
      summary: 'Save model settings, and the key when a new one is given',
      body: saveOpenaiSettingsBodySchema,
      response: { 200: saveOpenaiSettingsResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: TEXTS.openai.saved,
      settings: await settings.save(companyOf(request).companyId, request.body),
    }),
  });

  app.delete('/openai-settings/api-key', {
    config: { access },
    schema: {
      tags,
      summary: 'Remove the stored key (the built-in assistant answers again)',
      response: { 200: saveOpenaiSettingsResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: TEXTS.openai.keyRemoved,
      settings: await settings.removeKey(companyOf(request).companyId),
    }),
  });

  app.post('/test-openai', {
    config: { access },
    schema: {
      tags,
      summary: 'Check that a key and model answer',
      body: testOpenaiBodySchema,
      response: { 200: testOpenaiResponseSchema, ...errors },
    },
    handler: async (request) => {
      await settings.testConnection(companyOf(request).companyId, { apiKey: request.body.api_key, model: request.body.model });
      return { message: TEXTS.openai.connectionOk };
    },
  });
};

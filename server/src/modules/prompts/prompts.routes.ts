import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import {
  currentPromptResponseSchema,
  promptHistoryResponseSchema,
  promptIdParamsSchema,
  promptRulesResponseSchema,
  ruleResponseSchema,
  rulesResponseSchema,
  savePromptBodySchema,
  successResponseSchema,
  toggleRulesBodySchema,
  updatePromptBodySchema,
  updatePromptResponseSchema,
  updateRuleBodySchema,
} from '@frontdesk/contracts/prompts';
import { TEXTS } from '@frontdesk/contracts/texts';
import { companyOf } from '../../platform/auth-hook';
import type { PromptsService } from './prompts.service';
import { BODY_LIMITS } from '../../platform/request-body';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const access = { company: 'custom-prompt' } as const;

export const promptsRoutes: FastifyPluginAsyncZod<{ prompts: PromptsService }> = async (app, { prompts }) => {
  const tags = ['custom prompt'];

  app.get('/prompt', {
    config: { access },
    schema: { tags, summary: 'The prompt in use', response: { 200: currentPromptResponseSchema, ...errors } },
    handler: async (request) => prompts.current(companyOf(request).companyId),
  });

  app.post('/prompt', {
    bodyLimit: BODY_LIMITS.text,
    config: { access },
    schema: {
      tags,
      summary: 'Use the default prompt or save a custom one',
      body: savePromptBodySchema,
      response: { 200: successResponseSchema, ...errors },
    },
    handler: async (request) => {
      await prompts.save(companyOf(request).companyId, request.body);
      return { success: true, message: TEXTS.prompt.saved };
    },
  });

  app.get('/prompts', {
    config: { access },
    schema: {
      tags,
      summary: 'Custom prompts written before, newest first',
      response: { 200: promptHistoryResponseSchema, ...errors },
    },
    handler: async (request) => ({ prompts: await prompts.history(companyOf(request).companyId) }),
  });

  app.put('/prompts/:id', {
    bodyLimit: BODY_LIMITS.text,
    config: { access },
    schema: {
      tags,
      summary: 'Edit a previous prompt',
      params: promptIdParamsSchema,
      body: updatePromptBodySchema,
      response: { 200: updatePromptResponseSchema, ...errors },
    },
    handler: async (request) => ({
      success: true,
      message: TEXTS.prompt.updated,
      prompt: await prompts.updatePrompt(companyOf(request).companyId, request.params.id, request.body.prompt),
    }),
  });

  app.delete('/prompts/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Delete a previous prompt',
      params: promptIdParamsSchema,
      response: { 200: successResponseSchema, ...errors },
    },
    handler: async (request) => {
      await prompts.deletePrompt(companyOf(request).companyId, request.params.id);
      return { success: true, message: TEXTS.prompt.deleted };
    },
  });

  app.get('/prompt-rules', {
    config: { access },
    schema: { tags, summary: 'Prompt rules', response: { 200: promptRulesResponseSchema, ...errors } },
    handler: async (request) => ({ rules: await prompts.rules(companyOf(request).companyId) }),
  });

  app.put('/prompt-rules', {
    config: { access },
    schema: {
      tags,
      summary: 'Switch rules on or off',
      body: toggleRulesBodySchema,
      response: { 200: rulesResponseSchema, ...errors },
    },
    handler: async (request) => ({
      success: true,
      rules: await prompts.toggleRules(companyOf(request).companyId, request.body.rules),
    }),
  });

  app.put('/prompt-rules/:id', {
    config: { access },
    schema: {
      tags,
      summary: "Edit a rule's name and content",
      params: promptIdParamsSchema,
      body: updateRuleBodySchema,
      response: { 200: ruleResponseSchema, ...errors },
    },
    handler: async (request) => ({
      success: true,
      rule: await prompts.updateRule(companyOf(request).companyId, request.params.id, request.body),
    }),
  });
};

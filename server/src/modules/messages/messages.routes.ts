import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyIdParamsSchema } from '@frontdesk/contracts/company';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import {
  companyMessageSchema,
  companyMessagesResponseSchema,
  companyThreadsResponseSchema,
  markReadResponseSchema,
  messageIdParamsSchema,
  reactionBodySchema,
  sendMessageBodySchema,
  sendMessageResponseSchema,
} from '@frontdesk/contracts/messages';
import { companyOf, principalOf } from '../../platform/auth-hook';
import type { MessagesService } from './messages.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };
const tags = ['messages'];

/**
 * The company's side, under /api/company, for members with the Messages page (admins have every
 * page, and the navigation's unread badge, which polls the list, is shown to admins only).
 */
export const companyMessagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, { messages }) => {
  app.get('/messages', {
    config: { access: { company: 'messages' } },
    schema: {
      tags,
      summary: 'The conversation with the platform operator, oldest first',
      response: { 200: companyMessagesResponseSchema, ...errors },
    },
    handler: async (request) => ({ messages: await messages.list(companyOf(request).companyId, 'company') }),
  });

  app.post('/messages', {
    config: { access: { company: 'messages' } },
    schema: {
      tags,
      summary: 'Write to the platform operator',
      body: sendMessageBodySchema,
      response: { 201: sendMessageResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { companyId, principal } = companyOf(request);
      const message = await messages.send(principal, companyId, request.body.message, 'company');
      return reply.status(201).send({ message });
    },
  });

  app.put('/messages/mark-read', {
    config: { access: { company: 'messages' } },
    schema: { tags, summary: "Mark the operator's messages as read", response: { 200: markReadResponseSchema, ...errors } },
    handler: async (request) => {
      const { companyId, principal } = companyOf(request);
      return { updated: await messages.markRead(principal, companyId, 'company') };
    },
  });

  app.put('/messages/:id/reaction', {
    config: { access: { company: 'messages' } },
    schema: {
      tags,
      summary: 'React to a message with one of the five reactions, or null to take it back',
      params: messageIdParamsSchema,
      body: reactionBodySchema,
      response: { 200: companyMessageSchema, ...errors },
    },
    handler: async (request) => messages.react(companyOf(request).companyId, request.params.id, request.body.emoji),
  });
};

/** The operator's side, under /api/super-admin/messages. */
export const operatorMessagesRoutes: FastifyPluginAsyncZod<{ messages: MessagesService }> = async (app, { messages }) => {
  const access = { superAdmin: true } as const;

  app.get('/companies/all', {
    config: { access },
    schema: {
      tags,
      summary: 'Every company with the number of its messages the operator has not read',
      response: { 200: companyThreadsResponseSchema, ...errors },
    },
    handler: async () => ({ companies: await messages.threads() }),
  });

  app.get('/companies/:companyId', {
    config: { access },
    schema: {
      tags,
      summary: 'The conversation with one company, oldest first',
      params: companyIdParamsSchema,
      response: { 200: companyMessagesResponseSchema, ...errors },
    },
    handler: async (request) => ({ messages: await messages.list(request.params.companyId, 'super_admin') }),
  });

  app.post('/companies/:companyId', {
    config: { access },
    schema: {
      tags,
      summary: 'Write to a company',
      params: companyIdParamsSchema,
      body: sendMessageBodySchema,
      response: { 201: sendMessageResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { companyId } = request.params;
      const message = await messages.send(principalOf(request), companyId, request.body.message, 'super_admin');
      return reply.status(201).send({ message });
    },
  });

  app.put('/companies/:companyId/mark-read', {
    config: { access },
    schema: {
      tags,
      summary: "Mark a company's messages as read by the operator",
      params: companyIdParamsSchema,
      response: { 200: markReadResponseSchema, ...errors },
    },
    handler: async (request) => ({
      updated: await messages.markRead(principalOf(request), request.params.companyId, 'super_admin'),
    }),
  });
};

import cors from '@fastify/cors';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  BOOKING_TEXTS,
  publicBookingBodySchema,
  publicBookingResponseSchema,
} from '@frontdesk/contracts/calendar';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import {
  chatBodySchema,
  chatResponseSchema,
  contactBodySchema,
  publicCompanyQuerySchema,
  publicCompanyResponseSchema,
  sessionMessagesQuerySchema,
  sessionMessagesResponseSchema,
  sessionParamsSchema,
  slugParamsSchema,
  type ChatStreamEvent,
} from '@frontdesk/contracts/public-chat';
import { publicChatUsersQuerySchema, publicChatUsersResponseSchema } from '@frontdesk/contracts/public-chat-users';
import { TEXTS } from '@frontdesk/contracts/texts';
import { voiceSttResponseSchema, voiceTtsBodySchema } from '@frontdesk/contracts/voice';
import { acceptAudioBodies, recordingOf, recordingRoute } from '../../platform/audio-body';
import { companyOf } from '../../platform/auth-hook';
import { clientOf } from '../../platform/client';
import type { PublicChatService, Visitor } from './public-chat.service';

/**
 * The visitor; a page on another site calling (the widget's host page) is named by its origin, and
 * a signed-in member trying the chat (the simulator) by their company.
 */
function visitorOf(request: FastifyRequest, ownOrigin: string): Visitor {
  const origin = request.headers.origin;
  const memberOf = request.principal?.companyId;
  return {
    ...clientOf(request),
    ...(origin && origin !== ownOrigin ? { embeddedBy: origin } : {}),
    ...(memberOf ? { memberOf } : {}),
  };
}

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };
const speechErrors = { ...errors, 413: errorBodySchema, 502: errorBodySchema };

/**
 * The visitor-facing endpoints under /api/public-chat; the company comes from the slug in the
 * path. Sites embedding the chat may call them (CORS, no credentials), unless the company listed
 * the sites allowed to.
 */
export const publicChatRoutes: FastifyPluginAsyncZod<{ chat: PublicChatService; ownOrigin: string }> = async (
  app,
  { chat, ownOrigin },
) => {
  const tags = ['public chat'];
  const access = { public: true } as const;
  // A chat turn tells a member's test (the simulator) from a visitor's, to leave it out of the figures.
  const turnAccess = { public: true, recognizesMember: true } as const;
  await app.register(cors, { origin: true, methods: ['GET', 'POST'], credentials: false, maxAge: 600 });

  app.get('/company/:slug', {
    config: { access },
    schema: {
      tags,
      summary: 'Name, colours and welcome message of a public chat',
      params: slugParamsSchema,
      querystring: publicCompanyQuerySchema,
      response: { 200: publicCompanyResponseSchema, ...errors },
    },
    handler: async (request) => ({
      company: await chat.profile(request.params.slug, visitorOf(request, ownOrigin).embeddedBy, request.query.visitor),
    }),
  });

  app.get('/availability/:slug', {
    config: { access },
    schema: {
      tags,
      summary: "Free appointment slots of the company's calendar, from a day (its time zone) for up to 31 days",
      params: slugParamsSchema,
      querystring: availabilityQuerySchema,
      response: { 200: availabilityResponseSchema, ...errors },
    },
    handler: async (request) =>
      chat.availability(request.params.slug, request.query.from, request.query.days, visitorOf(request, ownOrigin).embeddedBy),
  });

  app.post('/appointments/:slug', {
    config: { access },
    schema: {
      tags,
      summary: 'Book one of the offered slots; confirmed at once and mailed to both sides',
      params: slugParamsSchema,
      body: publicBookingBodySchema,
      response: { 201: publicBookingResponseSchema, ...errors, 409: errorBodySchema },
    },
    handler: async (request, reply) => {
      const { booking, manageUrl, mailed } = await chat.book(request.params.slug, request.body, visitorOf(request, ownOrigin));
      const message = mailed ? BOOKING_TEXTS.booked : BOOKING_TEXTS.bookedNotMailed;
      return reply.status(201).send({ message, booking, manage_url: manageUrl, mailed });
    },
  });

  app.post('/chat/:slug', {
    config: { access: turnAccess },
    schema: {
      tags,
      summary: 'Ask the assistant; the whole reply at once',
      params: slugParamsSchema,
      body: chatBodySchema,
      response: { 200: chatResponseSchema, ...errors },
    },
    handler: async (request) => chat.chat(request.params.slug, request.body, visitorOf(request, ownOrigin)),
  });

  app.get('/chat/:slug/sessions/:sessionId', {
    config: { access },
    schema: {
      tags,
      summary: "The visitor's own conversation, newest messages last (a reloaded page picks up its answer)",
      params: sessionParamsSchema,
      querystring: sessionMessagesQuerySchema,
      response: { 200: sessionMessagesResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { slug, sessionId } = request.params;
      const turns = await chat.conversation(slug, sessionId, request.query.visitor, visitorOf(request, ownOrigin));
      // A private conversation, read again and again while an answer is written: never kept by a cache.
      return reply
        .header('cache-control', 'no-store')
        .send({ messages: turns.map(({ role, content }) => ({ role, text: content })) });
    },
  });

  app.post('/chat/:slug/stream', {
    config: { access: turnAccess },
    schema: {
      tags,
      summary: 'Ask the assistant; the reply streams as Server-Sent Events (session, delta…, done)',
      params: slugParamsSchema,
      body: chatBodySchema,
      response: errors,
    },
    handler: async (request, reply) => {
      let visitorGone = false;
      // The request stream has closed long before (its body was read); the response closing early
      // is what says the visitor left.
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) visitorGone = true;
      });
      const turn = await chat.startTurn(request.params.slug, request.body, visitorOf(request, ownOrigin), { pace: true });
      reply.hijack();
      const out = reply.raw;
      // Written by hand, so the headers set so far (CORS, security headers) are carried over.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) out.setHeader(name, value);
      out.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: ChatStreamEvent) => {
        if (!visitorGone && !out.writableEnded) out.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      send({ type: 'session', sessionId: turn.sessionId });
      try {
        // Read to the end even after the visitor left: the answer is still stored and its usage counted.
        for await (const event of turn.events) {
          if (event.type === 'delta') send({ type: 'delta', text: event.text });
          else
            send({
              type: 'done',
              reply: event.reply,
              sessionId: turn.sessionId,
              askForContact: event.askForContact,
              offerBooking: event.offerBooking,
              bookingFrom: event.bookingFrom,
              booked: event.booked,
              answeredBy: event.answeredBy,
              knowledge: event.knowledge,
              related: event.related,
            });
        }
      } catch (error) {
        request.log.error({ err: error }, 'chat stream failed');
        send({ type: 'error', message: TEXTS.chat.apology });
      } finally {
        out.end();
      }
    },
  });

  // The visitor's side of voice (document 001, Voice control), for companies that switched it on.
  acceptAudioBodies(app);

  app.post('/voice-tts/:slug', {
    config: { access },
    schema: {
      tags,
      summary: 'An answer read aloud (audio/mpeg), when the company has OpenAI speech or ElevenLabs on',
      params: slugParamsSchema,
      body: voiceTtsBodySchema,
      // The audio bytes, sent as they are (no JSON serialisation).
      response: { 200: z.any(), ...speechErrors },
    },
    handler: async (request, reply) => {
      const audio = await chat.speech(request.params.slug, request.body.text, visitorOf(request, ownOrigin));
      return reply.header('content-type', 'audio/mpeg').header('cache-control', 'no-store').send(audio);
    },
  });

  app.post('/voice-stt/:slug', {
    ...recordingRoute,
    config: { access },
    schema: {
      tags,
      summary: "A visitor's recorded question (audio/* body) transcribed by Whisper",
      params: slugParamsSchema,
      response: { 200: voiceSttResponseSchema, ...speechErrors },
    },
    handler: async (request) => {
      const { audio, contentType } = recordingOf(request);
      return { text: await chat.transcription(request.params.slug, audio, contentType, visitorOf(request, ownOrigin)) };
    },
  });

  app.post('/contact/:slug', {
    config: { access },
    schema: {
      tags,
      summary: 'Leave contact details for the team',
      params: slugParamsSchema,
      body: contactBodySchema,
      response: { 201: messageResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      await chat.contact(request.params.slug, request.body, visitorOf(request, ownOrigin));
      return reply.status(201).send({ message: TEXTS.chat.contactThanks });
    },
  });
};

export const publicChatUsersRoutes: FastifyPluginAsyncZod<{ chat: PublicChatService }> = async (app, { chat }) => {
  app.get('/public-chat-users', {
    config: { access: { company: ['public-chat-users', 'admin'] } },
    schema: {
      tags: ['public chat'],
      summary: 'Visitors who left their contact details, newest first: a page of them, searched by words',
      querystring: publicChatUsersQuerySchema,
      response: { 200: publicChatUsersResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
    },
    handler: (request) => chat.leads(companyOf(request).companyId, request.query),
  });
};

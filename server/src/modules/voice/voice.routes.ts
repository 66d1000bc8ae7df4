import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@frontdesk/contracts/errors';
import {
  saveVoiceConfigResponseSchema,
  voiceConfigResponseSchema,
  voiceConfigBodySchema,
  voiceSttResponseSchema,
  voiceTtsBodySchema,
  VOICE_TEXTS,
} from '@frontdesk/contracts/voice';
import { companyOf } from '../../platform/auth-hook';
import { acceptAudioBodies, recordingOf, recordingRoute } from '../../platform/audio-body';
import type { VoiceService } from './voice.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
};
const tags = ['voice'];
// The simulator speaks too, so members who may use it read the settings and call the speech routes.
const uses = { company: ['chat', 'admin'] } as const;

/** Document 001, Voice: /api/company/voice-config, voice-tts and voice-stt. */
export const voiceRoutes: FastifyPluginAsyncZod<{ voice: VoiceService }> = async (app, { voice }) => {
  // A recording arrives as the raw audio body; only this plugin's routes accept it.
  acceptAudioBodies(app);

  app.get('/voice-config', {
    config: { access: uses },
    schema: {
      tags,
      summary: 'The voice settings (keys only as placeholders)',
      response: { 200: voiceConfigResponseSchema, ...errors },
    },
    handler: async (request) => ({ config: await voice.config(companyOf(request).companyId) }),
  });

  app.put('/voice-config', {
    config: { access: { company: 'admin' } },
    schema: {
      tags,
      summary: 'Save the voice settings',
      body: voiceConfigBodySchema,
      response: { 200: saveVoiceConfigResponseSchema, ...errors },
    },
    handler: async (request) => ({
      message: VOICE_TEXTS.saved,
      config: await voice.save(companyOf(request).companyId, request.body),
    }),
  });

  app.post('/voice-tts', {
    config: { access: uses },
    schema: { tags, summary: 'Text read aloud (audio/mpeg)', body: voiceTtsBodySchema, response: { 200: z.any(), ...errors } },
    handler: async (request, reply) => {
      const audio = await voice.speech(companyOf(request).companyId, request.body.text);
      return reply.header('content-type', 'audio/mpeg').header('cache-control', 'no-store').send(audio);
    },
  });

  app.post('/voice-stt', {
    ...recordingRoute,
    config: { access: uses },
    schema: {
      tags,
      summary: 'A recording (audio/* body) transcribed by Whisper',
      response: { 200: voiceSttResponseSchema, ...errors },
    },
    handler: async (request) => {
      const { audio, contentType } = recordingOf(request);
      return { text: await voice.transcription(companyOf(request).companyId, audio, contentType) };
    },
  });
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STT_MAX_BYTES, VOICE_TEXTS } from '@frontdesk/contracts/voice';
import { badRequest } from './errors';

/** Lets the plugin's routes take a recording as the raw request body (audio/*), up to the size cap. */
export function acceptAudioBodies(app: FastifyInstance): void {
  app.addContentTypeParser(/^audio\//, { parseAs: 'buffer', bodyLimit: STT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
}

/** The recording a request carries, with its content type; a 400 for anything else. */
export function recordingOf(request: FastifyRequest): { audio: Buffer; contentType: string } {
  const contentType = request.headers['content-type'] ?? '';
  if (!Buffer.isBuffer(request.body) || !contentType.startsWith('audio/')) throw badRequest(VOICE_TEXTS.notARecording);
  return { audio: request.body, contentType };
}

/** Route options shared by every speech-to-text route. */
export const recordingRoute = { bodyLimit: STT_MAX_BYTES } as const;

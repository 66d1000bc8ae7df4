import { VOICE_TEXTS } from '@frontdesk/contracts/voice-texts';
import { ApiError, apiErrorFromResponse } from '../../../lib/api-error';
import { decodeOrNull, object, string } from '../../../lib/decode';
import { authHeaders, networkError, readBody } from '../../../lib/http';
import { readStoredToken } from '../../../lib/session/stored-token';

/** contracts/voice.ts's voiceSttResponseSchema, read without zod (the visitor's chat page uses it). */
const transcription = object({ text: string });

/**
 * Whose speech routes a chat uses: the signed-in company's (the simulator, document 001 section 7)
 * or the public chat's, named by its slug.
 */
export type SpeechRoutes = { kind: 'company' } | { kind: 'public'; slug: string };

function pathOf(routes: SpeechRoutes, action: 'voice-tts' | 'voice-stt'): string {
  return routes.kind === 'company' ? `/api/company/${action}` : `/api/public-chat/${action}/${encodeURIComponent(routes.slug)}`;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await globalThis.fetch(path, init);
  } catch (cause) {
    throw networkError(cause);
  }
  if (!response.ok) throw apiErrorFromResponse(response.status, await readBody(response), response.statusText);
  return response;
}

const tokenFor = (routes: SpeechRoutes) => (routes.kind === 'company' ? readStoredToken() : null);

/** The answer read aloud by the company's speech provider, as MPEG audio. */
export async function fetchSpeech(routes: SpeechRoutes, text: string): Promise<Blob> {
  const response = await send(pathOf(routes, 'voice-tts'), {
    method: 'POST',
    headers: { ...authHeaders(tokenFor(routes), true), Accept: 'audio/mpeg' },
    body: JSON.stringify({ text }),
  });
  return response.blob();
}

/** A recorded question's words, by Whisper. */
export async function transcribe(routes: SpeechRoutes, audio: Blob): Promise<string> {
  const headers = { ...authHeaders(tokenFor(routes), false), 'Content-Type': audio.type || 'audio/webm' };
  const response = await send(pathOf(routes, 'voice-stt'), { method: 'POST', headers, body: audio });
  const answer = decodeOrNull(transcription, await readBody(response));
  if (!answer)
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: VOICE_TEXTS.unreadableTranscription,
    });
  return answer.text;
}

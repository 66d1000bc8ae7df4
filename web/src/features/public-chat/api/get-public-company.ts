import { CHAT_POSITIONS, CHAT_SIZES } from '@frontdesk/contracts/brand-defaults';
import { ERROR_CODES } from '@frontdesk/contracts/error-codes';
import type { PublicCompany } from '@frontdesk/contracts/public-chat';
import type { VoiceSettings } from '@frontdesk/contracts/voice';
import { ApiError } from '../../../lib/api-error';
import { array, boolean, nullable, number, object, oneOf, string, type Decoder } from '../../../lib/decode';
import { fetchJson } from '../../../lib/http';
import { useFetched } from '../../../lib/use-fetched';

const voiceSettings = object({
  speech: oneOf(['browser', 'server']),
  recognition: oneOf(['browser', 'whisper']),
  auto_play: boolean,
  speech_rate: number,
}) satisfies Decoder<VoiceSettings>;

const publicCompany = object({
  name: string,
  slug: string,
  primary_color: string,
  secondary_color: string,
  logo_url: string,
  welcome_message: string,
  chat_position: oneOf(CHAT_POSITIONS),
  chat_size: oneOf(CHAT_SIZES),
  suggested_questions: array(string),
  booking_enabled: boolean,
  voice: nullable(voiceSettings),
}) satisfies Decoder<PublicCompany>;

const publicCompanyAnswer = object({ company: publicCompany });

/**
 * Name, colours, logo, welcome message, suggestions and voice of a public chat, by slug or company
 * id: everything the page paints first, in one request. With the visitor's id the opening counts
 * as a visit (the admin's simulator sends none).
 */
export async function getPublicCompany(slug: string, visitor?: string): Promise<PublicCompany> {
  const query = visitor ? `?visitor=${encodeURIComponent(visitor)}` : '';
  const path = `/api/public-chat/company/${encodeURIComponent(slug)}${query}`;
  const { company } = await fetchJson(globalThis.fetch, path, publicCompanyAnswer);
  return company;
}

export function usePublicCompany(slug: string, { enabled = true, visitor }: { enabled?: boolean; visitor?: string } = {}) {
  const key = enabled && slug !== '' ? `${slug}\n${visitor ?? ''}` : null;
  return useFetched(key, () => getPublicCompany(slug, visitor));
}

/** Why a chat cannot be opened: the company does not exist, or it is blocked. */
export type ChatClosedReason = 'not-found' | 'unavailable';

export function chatClosedReason(error: unknown): ChatClosedReason | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  if (error.status === 404) return 'not-found';
  if (error.status === 403 && error.serverCode === ERROR_CODES.chatUnavailable) return 'unavailable';
  return null;
}

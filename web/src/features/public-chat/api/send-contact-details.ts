import type { ContactDetailsInput } from '@frontdesk/contracts/contact-details';
import { object, string } from '../../../lib/decode';
import { fetchJson } from '../../../lib/http';
import { useAction } from '../../../lib/use-action';

/** The details as the form sends them (trimmed), with the conversation and visitor they belong to. */
export type ContactRequest = ContactDetailsInput & { sessionId?: string; visitorId?: string };

const thanks = object({ message: string });

export function sendContactDetails(slug: string, body: ContactRequest) {
  return fetchJson(globalThis.fetch, `/api/public-chat/contact/${encodeURIComponent(slug)}`, thanks, { method: 'POST', body });
}

export function useSendContactDetails(slug: string) {
  return useAction((body: ContactRequest) => sendContactDetails(slug, body));
}

import type { SessionMessages } from '@frontdesk/contracts/public-chat';
import { array, object, oneOf, string, type Decoder } from '../../../lib/decode';
import { fetchJson } from '../../../lib/http';

const sessionMessages = object({
  messages: array(object({ role: oneOf(['user', 'assistant']), text: string })),
}) satisfies Decoder<SessionMessages>;

/** The visitor's own conversation as the server stored it, newest messages last. */
export async function getConversation(slug: string, sessionId: string, visitorId: string): Promise<SessionMessages['messages']> {
  const path = `/api/public-chat/chat/${encodeURIComponent(slug)}/sessions/${encodeURIComponent(sessionId)}?visitor=${encodeURIComponent(visitorId)}`;
  const { messages } = await fetchJson(globalThis.fetch, path, sessionMessages);
  return messages;
}

import { z } from 'zod';

/** What a tab remembers of a conversation, so a reload continues it (sessionStorage, per slug). */
const storedConversationSchema = z.object({
  sessionId: z.uuid().nullable(),
  messages: z.array(
    // `at` (when the message was written) is missing from conversations stored by earlier versions.
    z.object({
      id: z.string(),
      role: z.enum(['user', 'assistant']),
      text: z.string(),
      at: z.iso.datetime().optional(),
      /** Who answered and from which knowledge entries (the simulator shows it). */
      source: z.object({ answeredBy: z.enum(['builtin', 'model']).optional(), knowledge: z.array(z.string()) }).optional(),
    }),
  ),
  contactSent: z.boolean(),
});
export type StoredConversation = z.infer<typeof storedConversationSchema>;
export type ChatMessage = StoredConversation['messages'][number];

const KEPT_MESSAGES = 100;

/** The public page and the simulator keep separate conversations, one per company. */
export function conversationStorageKey(where: 'public-chat' | 'simulator', slug: string): string {
  return `frontdesk.${where}.${slug}`;
}

export const EMPTY_CONVERSATION: StoredConversation = { sessionId: null, messages: [], contactSent: false };

export function loadConversation(key: string): StoredConversation {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return EMPTY_CONVERSATION;
    const parsed = storedConversationSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_CONVERSATION;
  } catch {
    // Storage can be switched off, full or hold something that is not JSON; start afresh then.
    return EMPTY_CONVERSATION;
  }
}

export function saveConversation(key: string, conversation: StoredConversation): void {
  try {
    const kept = { ...conversation, messages: conversation.messages.slice(-KEPT_MESSAGES) };
    window.sessionStorage.setItem(key, JSON.stringify(kept));
  } catch {
    // Without storage the conversation still works; it just does not survive a reload.
  }
}

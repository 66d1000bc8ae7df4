import type { ChatBooked } from '@frontdesk/contracts/public-chat';
import {
  array,
  boolean,
  decodeOrNull,
  matching,
  nullable,
  object,
  oneOf,
  optional,
  string,
  withDefault,
  type Decoder,
} from '../../lib/decode';

/** Who answered and from which knowledge entries (the simulator shows it). */
export interface AnswerSource {
  answeredBy?: 'builtin' | 'model' | undefined;
  knowledge: string[];
}

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  /** When it was written; missing from conversations stored by earlier versions. */
  at?: string | undefined;
  source?: AnswerSource | undefined;
}

/** What a tab remembers of a conversation, so a reload continues it (sessionStorage, per slug). */
export interface StoredConversation {
  sessionId: string | null;
  messages: ChatMessage[];
  contactSent: boolean;
  /** Appointments booked in the conversation: their confirmations and links stay after a reload. */
  booked: ChatBooked[];
  /** What followed the last answer when it declined: the contact form and the topics to tap. */
  contactShown: boolean;
  related: string[];
}

// Storage may hold what an older version wrote, or anything else: a session id the server would
// refuse must not be sent with every message.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/;

const storedConversation = object({
  sessionId: nullable(matching(UUID)),
  messages: array(
    object({
      id: string,
      role: oneOf(['user', 'assistant']),
      text: string,
      at: optional(matching(ISO_TIME)),
      source: optional(object({ answeredBy: optional(oneOf(['builtin', 'model'])), knowledge: array(string) })),
    }),
  ),
  contactSent: boolean,
  // Missing from conversations stored by earlier versions.
  booked: withDefault(
    array(
      object({
        start_time: matching(ISO_TIME),
        end_time: matching(ISO_TIME),
        manage_url: string,
        timezone: optional(string),
        mailed: optional(boolean),
      }),
    ),
    [],
  ),
  // Missing from conversations stored by earlier versions.
  contactShown: withDefault(boolean, false),
  related: withDefault(array(string), []),
}) satisfies Decoder<StoredConversation>;

const KEPT_MESSAGES = 100;

/** The public page and the simulator keep separate conversations, one per company. */
export function conversationStorageKey(where: 'public-chat' | 'simulator', slug: string): string {
  return `frontdesk.${where}.${slug}`;
}

export const EMPTY_CONVERSATION: StoredConversation = {
  sessionId: null,
  messages: [],
  contactSent: false,
  booked: [],
  contactShown: false,
  related: [],
};

/** A conversation as kept by this tab or handed back by the widget's host page; null when it is not one. */
export function decodeConversation(value: unknown): StoredConversation | null {
  return decodeOrNull(storedConversation, value);
}

export function loadConversation(key: string): StoredConversation {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return EMPTY_CONVERSATION;
    return decodeConversation(JSON.parse(raw)) ?? EMPTY_CONVERSATION;
  } catch {
    // Storage can be switched off, full or hold something that is not JSON; start afresh then.
    return EMPTY_CONVERSATION;
  }
}

/** The conversation as it is kept: its last messages only. */
export function keptPart(conversation: StoredConversation): StoredConversation {
  return { ...conversation, messages: conversation.messages.slice(-KEPT_MESSAGES) };
}

export function saveConversation(key: string, conversation: StoredConversation): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(keptPart(conversation)));
  } catch {
    // Without storage the conversation still works; it just does not survive a reload.
  }
}

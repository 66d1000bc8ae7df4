import { z } from 'zod';

/** The five reactions of the Messages page (smile, thumbs up, heart, cry, surprised). */
export const MESSAGE_REACTIONS = ['😊', '👍', '❤️', '😢', '😮'] as const;
export type MessageReaction = (typeof MESSAGE_REACTIONS)[number];
export const MESSAGE_REACTION_NAMES: Record<MessageReaction, string> = {
  '😊': 'smile',
  '👍': 'thumbs up',
  '❤️': 'heart',
  '😢': 'cry',
  '😮': 'surprised',
};

export const MESSAGE_MAX_LENGTH = 2000;
/** The Messages page refreshes this often; the navigation's unread badge polls at UNREAD_POLL_MS. */
export const MESSAGES_REFRESH_MS = 15_000;
export const UNREAD_POLL_MS = 30_000;

/**
 * A message between a company and the operator (document 001). `read_status` is whether the
 * side it was sent to has read it: for the company's own messages, the operator.
 */
export const companyMessageSchema = z.object({
  id: z.string(),
  message: z.string(),
  from_super_admin: z.boolean(),
  read_by_company: z.boolean(),
  read_status: z.enum(['read', 'unread']),
  emoji_reaction: z.enum(MESSAGE_REACTIONS).nullable(),
  created_at: z.string(),
});
export type CompanyMessage = z.infer<typeof companyMessageSchema>;
export const companyMessagesResponseSchema = z.object({ messages: z.array(companyMessageSchema) });
export type CompanyMessagesResponse = z.infer<typeof companyMessagesResponseSchema>;

export const sendMessageBodySchema = z.object({
  message: z
    .string({ error: 'Please write a message.' })
    .trim()
    .min(1, 'Please write a message.')
    .max(MESSAGE_MAX_LENGTH, `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
export const sendMessageResponseSchema = z.object({ message: companyMessageSchema });

export const reactionBodySchema = z.object({
  emoji: z.enum(MESSAGE_REACTIONS, { error: 'Choose one of the five reactions.' }).nullable(),
});
export type ReactionBody = z.infer<typeof reactionBodySchema>;

export const messageIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const markReadResponseSchema = z.object({ updated: z.number().int() });

/** One row of the operator's inbox (document 000: company unread messages). */
export const companyThreadSchema = z.object({
  company_id: z.string(),
  company_name: z.string(),
  unread_count: z.number().int(),
  last_message: z.string().nullable(),
  last_message_at: z.string().nullable(),
});
export type CompanyThread = z.infer<typeof companyThreadSchema>;
export const companyThreadsResponseSchema = z.object({ companies: z.array(companyThreadSchema) });
export type CompanyThreadsResponse = z.infer<typeof companyThreadsResponseSchema>;

/** The Messages page's texts (document 001). */
export const MESSAGES_TEXTS = {
  /** On a phone, back from a company's conversation to the list. */
  allCompanies: 'All companies',
  empty: 'No messages yet.',
  noMatches: (query: string) => `No messages found for "${query}"`,
  newFromAdmin: 'New messages from admin',
  writeToAdmin: 'Write to the platform admin',
  // An operator visiting a company writes as the operator (the server records it so).
  writeAsAdmin: 'Write to this company as the platform admin',
  fetchFailed: 'Failed to fetch messages',
  networkError: 'Network error',
  sendFailed: 'Failed to send message',
  notFound: 'This message was not found.',
  tooMany: 'You are sending messages too quickly. Please wait a moment and try again.',
} as const;

import { z } from 'zod';

export const BUSINESS_CHAT_MESSAGE_MAX = 500;

export const businessChatBodySchema = z.object({
  message: z
    .string({ error: 'Please type a question' })
    .trim()
    .min(1, 'Please type a question')
    .max(BUSINESS_CHAT_MESSAGE_MAX, `Questions can be at most ${BUSINESS_CHAT_MESSAGE_MAX} characters`),
});

/** The figures behind a reply, as a small table. */
export const businessDataSchema = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number()]))),
});
export type BusinessData = z.infer<typeof businessDataSchema>;

/** Document 001: POST /api/admin/business-chat answers {reply, data}; sources name what was read. */
export const businessChatReplySchema = z.object({
  reply: z.string(),
  data: businessDataSchema.nullable(),
  sources: z.array(z.string()),
  /** Who chose the query: the company's model through a tool call, or the built-in matcher. */
  answered_by: z.enum(['model', 'builtin']),
});
export type BusinessChatReply = z.infer<typeof businessChatReplySchema>;

/** Document 001, Business Chat: the quick questions, in order. */
export const BUSINESS_CHAT_QUICK_QUESTIONS = [
  'Show me the top 10 leads',
  'What is my conversion rate this month?',
  'Which sessions were the longest?',
  'What are the most common questions?',
  'Mobile vs desktop usage',
  'Who should I follow up with today?',
] as const;

export const BUSINESS_CHAT_TEXTS = {
  greeting:
    "Hi! I'm your business intelligence assistant. Ask me about your leads, conversions, sessions and what your visitors ask. For example:",
  failure: "I'm sorry, I encountered an error analyzing your data. Please try again.",
  sending: 'Analyzing...',
  placeholder: 'Ask about your leads, conversions or visitors...',
  notUnderstood:
    'I can answer questions about your top leads, visits, chats and conversion for a day, week or month (today, yesterday, this week, last month…), the longest sessions, common visitor questions, mobile vs desktop usage and who to follow up with today. Try one of those.',
} as const;

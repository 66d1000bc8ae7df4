// Zod-free, so the visitor's chat page reads them without zod; public-chat.ts builds the schemas from them.

export const PUBLIC_CHAT_LIMITS = {
  messageMax: 2000,
  historyWindow: 12,
  summaryPreviewChars: 150,
  replyTimeoutMs: 10_000,
} as const;

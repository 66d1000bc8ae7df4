// Zod-free, so the visitor's chat page can read them without zod; branding.ts holds the schemas.
export const CHAT_POSITIONS = ['bottom-right', 'bottom-left', 'center'] as const;
export const CHAT_SIZES = ['small', 'medium', 'large'] as const;
export type ChatPosition = (typeof CHAT_POSITIONS)[number];
export type ChatSize = (typeof CHAT_SIZES)[number];

/** Document 001, section 3 (Brand settings) and section 9 (widget colour and position). */
export const BRAND_DEFAULTS = {
  primary_color: '#4F46E5',
  secondary_color: '#6366F1',
  welcome_message: 'Welcome! How can I help you today?',
  chat_position: 'bottom-right',
  chat_size: 'medium',
} as const satisfies Record<string, string>;

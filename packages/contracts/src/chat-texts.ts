/** What a visitor reads in the chat (TEXTS.chat), in a file of its own: the chat page loads it without texts.ts. */
export const CHAT_TEXTS = {
  apology: "I'm sorry, but I'm having trouble connecting to our systems right now. Please try again in a moment.",
  placeholder: 'Type your message...',
  send: 'Send',
  poweredBy: 'Powered by',
  unavailable: 'This chat is currently unavailable.',
  companyNotFound: 'We could not find this chat. Please check the link.',
  tooManyMessages: 'You are sending messages too quickly. Please wait a moment and try again.',
  companyBusy: 'This chat is very busy right now. Please try again in a minute.',
  contactThanks: 'Thank you! We have your details and will be in touch soon.',
  contactFailed: 'We could not save your details. Please try again.',
  sessionNotFound: 'This conversation has ended. Please start a new one.',
  notOnThisSite: 'This chat is not available on this website.',
  /** Above the knowledge topics offered after the assistant could not answer. */
  relatedTopics: 'Maybe one of these topics helps:',
  /** A part of the chat loaded on first use (booking, contact form, voice) whose code did not arrive. */
  partNotLoaded: 'This part of the chat could not be loaded. Please check your connection and reload the page.',
  /** Asked before the conversation is cleared: one tap of the header's button would lose it, bookings and all. */
  resetQuestion: 'Start a new conversation? This one will be cleared from this window.',
  resetConfirm: 'Start new',
  resetCancel: 'Keep this one',
  /** Under the message box once the message is longer than the server takes. */
  tooLong: (max: string) => `Messages can be at most ${max} characters. Please shorten yours, or send it in parts.`,
} as const;

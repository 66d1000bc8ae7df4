import { z } from 'zod';
import { voiceSettingsSchema } from './voice';
import { CHAT_POSITIONS, CHAT_SIZES } from './brand-defaults';
import { CONTACT_LIMITS, CONTACT_TEXTS, PHONE_PATTERN } from './contact-details';
import { optionalEmailField } from './fields';
import { PUBLIC_CHAT_LIMITS } from './public-chat-limits';

// The limits live in a zod-free file (the visitor's chat page reads them); kept importable from here.
export { PUBLIC_CHAT_LIMITS } from './public-chat-limits';

/** What the public chat page and the widget know of a company: its name, look and greeting. */
export const publicCompanySchema = z.object({
  name: z.string(),
  slug: z.string(),
  primary_color: z.string(),
  secondary_color: z.string(),
  logo_url: z.string(),
  welcome_message: z.string(),
  chat_position: z.enum(CHAT_POSITIONS),
  chat_size: z.enum(CHAT_SIZES),
  /** Questions a visitor may tap to start, made from the company's knowledge. */
  suggested_questions: z.array(z.string()),
  /** Whether visitors may book appointments (the calendar's booking switch). */
  booking_enabled: z.boolean(),
  /** How the chat speaks and listens; null when the company has voice switched off. */
  voice: voiceSettingsSchema.nullable(),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;
export const publicCompanyResponseSchema = z.object({ company: publicCompanySchema });

export const slugParamsSchema = z.object({ slug: z.string().min(1).max(120) });

/** The browser's visitor id: kept across its conversations, so visits and A/B tests count people, not page loads. */
export const visitorIdField = z.uuid({ error: 'visitorId must be a UUID' }).optional();
/** The chat page's opening read: with its visitor id it counts as a visit. */
export const publicCompanyQuerySchema = z.object({ visitor: visitorIdField });

/**
 * A visitor's own conversation, newest messages last: a page reloaded while an answer was being
 * written picks the stored answer up. Only the visitor whose id began the conversation may read it.
 */
export const sessionParamsSchema = slugParamsSchema.extend({ sessionId: z.uuid({ error: 'sessionId must be a UUID' }) });
export const sessionMessagesQuerySchema = z.object({ visitor: z.uuid({ error: 'visitor must be a UUID' }) });
export const sessionMessagesResponseSchema = z.object({
  messages: z.array(z.object({ role: z.enum(['user', 'assistant']), text: z.string() })),
});
export type SessionMessages = z.infer<typeof sessionMessagesResponseSchema>;

export const chatBodySchema = z.object({
  message: z
    .string({ error: 'Please type a message' })
    .trim()
    .min(1, 'Please type a message')
    .max(PUBLIC_CHAT_LIMITS.messageMax, `Messages can be at most ${PUBLIC_CHAT_LIMITS.messageMax} characters`),
  sessionId: z.uuid().optional(),
  visitorId: visitorIdField,
});
export type ChatBody = z.input<typeof chatBodySchema>;

/** An appointment the assistant booked in the conversation, with the visitor's link to change it. */
export const chatBookedSchema = z.object({
  start_time: z.string(),
  end_time: z.string(),
  manage_url: z.string(),
  /** The company's time zone, in which the page shows the time (as the booking card does). */
  timezone: z.string().optional(),
  /** Whether a confirmation was sent to the visitor's e-mail; the page promises one only then. */
  mailed: z.boolean().optional(),
});
export type ChatBooked = z.infer<typeof chatBookedSchema>;

/** Who answered and from which knowledge entries: the simulator shows the admin, a visitor's page does not. */
const answerSourceFields = {
  answeredBy: z.enum(['builtin', 'model']).optional(),
  knowledge: z.array(z.string()).default([]),
};

const bookingFromField = z.string().nullable().default(null);

/** After a decline, knowledge topics near the question the visitor may tap (their titles); empty otherwise. */
const relatedTopicsField = { related: z.array(z.string()).default([]) };

export const chatResponseSchema = z.object({
  reply: z.string(),
  sessionId: z.string(),
  /** The assistant asks for contact details; the page shows the contact form. */
  askForContact: z.boolean(),
  /** The visitor asked to book; the page opens its booking card under the answer. */
  offerBooking: z.boolean().default(false),
  /** The day the visitor named ("next tuesday"), YYYY-MM-DD in the company's calendar: the card's first day. */
  bookingFrom: bookingFromField,
  /** The assistant booked an appointment in this answer (a model's tool call). */
  booked: chatBookedSchema.nullable().default(null),
  ...answerSourceFields,
  ...relatedTopicsField,
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** Server-Sent Events of the streaming chat, as `event: <type>` + `data: <json>`. */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session'), sessionId: z.string() }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    reply: z.string(),
    sessionId: z.string(),
    askForContact: z.boolean(),
    offerBooking: z.boolean().default(false),
    bookingFrom: bookingFromField,
    booked: chatBookedSchema.nullable().default(null),
    ...answerSourceFields,
    ...relatedTopicsField,
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

const optionalContact = (label: string, max: number) =>
  z.string().trim().max(max, CONTACT_TEXTS.tooLong(label, max)).optional().default('');

export const contactBodySchema = z
  .object({
    sessionId: z.uuid().optional(),
    visitorId: visitorIdField,
    name: z
      .string({ error: CONTACT_TEXTS.nameRequired })
      .trim()
      .min(1, CONTACT_TEXTS.nameRequired)
      .max(CONTACT_LIMITS.name, CONTACT_TEXTS.tooLong('Name', CONTACT_LIMITS.name)),
    lastname: optionalContact('Last name', CONTACT_LIMITS.lastname),
    email: optionalEmailField,
    phone: optionalContact('Phone', CONTACT_LIMITS.phone).refine(
      (value) => value === '' || PHONE_PATTERN.test(value),
      CONTACT_TEXTS.invalidPhone,
    ),
  })
  .refine((value) => value.email !== '' || value.phone !== '', {
    message: CONTACT_TEXTS.emailOrPhone,
    path: ['email'],
  });
export type ContactBody = z.input<typeof contactBodySchema>;
export type ContactDetails = z.output<typeof contactBodySchema>;

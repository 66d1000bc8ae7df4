import { bigserial, boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** A visitor's conversation on the public chat; the id is the visitor's sessionId. */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    deviceType: text('device_type', { enum: ['mobile', 'tablet', 'desktop'] }).notNull(),
    userAgent: text('user_agent'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    messageCount: integer('message_count').notNull().default(0),
    /** The browser's visitor id (kept across its conversations), for visits and A/B tests; null from other clients. */
    visitorId: text('visitor_id'),
    /** A member trying the assistant in the simulator: kept, but left out of every figure. */
    isTest: boolean('is_test').notNull().default(false),
    /** Sum and count of the assistant's response times, kept here so analytics never scan the messages. */
    responseMsTotal: integer('response_ms_total').notNull().default(0),
    answerCount: integer('answer_count').notNull().default(0),
  },
  (table) => [index('chat_sessions_company_idx').on(table.companyId, table.startedAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** For an answer: milliseconds from the visitor's message to the answer's end. */
    responseMs: integer('response_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_session_idx').on(table.sessionId, table.id)],
);

/** Visitors who left their contact details (spec: public chat users). */
export const chatLeads = pgTable(
  'chat_leads',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    lastname: text('lastname').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    conversationSummary: text('conversation_summary').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_leads_company_idx').on(table.companyId, table.createdAt),
    index('chat_leads_session_idx').on(table.companyId, table.sessionId),
  ],
);

/** An opening of the public chat page or the widget's chat, once per visitor and day (the company's time zone). */
export const chatVisits = pgTable(
  'chat_visits',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitorId: text('visitor_id').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.day, table.visitorId] }),
    index('chat_visits_company_seen_idx').on(table.companyId, table.firstSeenAt),
  ],
);

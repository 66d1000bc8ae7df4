import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** The conversation between a company and the platform's operator (the Messages page). */
export const companyMessages = pgTable(
  'company_messages',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    fromSuperAdmin: boolean('from_super_admin').notNull(),
    /** The user or super admin who wrote it, for the record; not shown to the other side. */
    authorId: text('author_id').notNull(),
    readByCompany: boolean('read_by_company').notNull(),
    readBySuperAdmin: boolean('read_by_super_admin').notNull(),
    emojiReaction: text('emoji_reaction'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_messages_company_idx').on(table.companyId, table.createdAt)],
);

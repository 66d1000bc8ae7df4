import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** What a company taught its assistant: one fact sheet per entry (spec: company info). */
export const knowledgeEntries = pgTable(
  'knowledge_entries',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    definition: text('definition').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('knowledge_entries_company_idx').on(table.companyId, table.createdAt)],
);

import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Outbound calls made for a company other than model and speech calls (those are in ai_usage):
 * its SMTP server, Google Calendar, GoHighLevel, its API integrations. The API Usage page reads both.
 */
export const apiCalls = pgTable(
  'api_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    service: text('service').notNull(),
    method: text('method').notNull(),
    endpoint: text('endpoint').notNull(),
    /** The HTTP status, an SMTP reply code, or 0 when no answer came. */
    statusCode: integer('status_code').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_calls_company_idx').on(table.companyId, table.createdAt)],
);

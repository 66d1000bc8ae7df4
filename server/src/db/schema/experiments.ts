import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** An A/B test of two welcome messages; at most one runs per company at a time. */
export const abTests = pgTable(
  'ab_tests',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    variantA: text('variant_a').notNull(),
    variantB: text('variant_b').notNull(),
    status: text('status', { enum: ['running', 'stopped'] })
      .notNull()
      .default('running'),
    /** The variant kept as the welcome message when the test was stopped, if one was. */
    kept: text('kept', { enum: ['A', 'B'] }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (table) => [
    index('ab_tests_company_idx').on(table.companyId, table.startedAt),
    // Two admins starting a test at once cannot both succeed.
    uniqueIndex('ab_tests_one_running')
      .on(table.companyId)
      .where(sql`${table.status} = 'running'`),
  ],
);

/** Which variant a visitor was shown (decided by a hash, so always the same) and whether they converted. */
export const abAssignments = pgTable(
  'ab_assignments',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    testId: text('test_id')
      .notNull()
      .references(() => abTests.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    variant: text('variant', { enum: ['A', 'B'] }).notNull(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first conversion after the assignment: contact details left or an appointment booked. */
    convertedAt: timestamp('converted_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.testId, table.visitorId] })],
);

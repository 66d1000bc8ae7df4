import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WorkingHours } from '@frontdesk/contracts/calendar';
import { companies } from './companies';

/** A company's booking rules (document 000, Calendar config); no row means the spec's defaults. */
export const calendarConfigs = pgTable('calendar_configs', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  calendarName: text('calendar_name').notNull(),
  timezone: text('timezone').notNull(),
  workingHours: jsonb('working_hours').$type<WorkingHours>().notNull(),
  slotDuration: integer('slot_duration').notNull(),
  bufferTime: integer('buffer_time').notNull(),
  isEnabled: boolean('is_enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The company's appointments: the calendar is their single source of truth. Migration 0010 adds
 * the exclusion constraint that keeps two confirmed bookings of the company off the same time.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    description: text('description').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: ['confirmed', 'cancelled'] }).notNull(),
    createdSource: text('created_source', { enum: ['internal', 'chat', 'google', 'ghl'] }).notNull(),
    ghlAppointmentId: text('ghl_appointment_id'),
    googleEventId: text('google_event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('appointments_company_start_idx').on(table.companyId, table.startTime),
    uniqueIndex('appointments_ghl_id_key').on(table.companyId, table.ghlAppointmentId),
    uniqueIndex('appointments_google_id_key').on(table.companyId, table.googleEventId),
    check('appointments_ends_after_start', sql`${table.endTime} > ${table.startTime}`),
  ],
);

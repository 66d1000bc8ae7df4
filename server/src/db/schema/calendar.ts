import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    /**
     * When each remote copy last matched this row (a later `updatedAt` is a local change to push),
     * and the remote's own version stamp then (another stamp is a remote change to bring in).
     */
    ghlSyncedAt: timestamp('ghl_synced_at', { withTimezone: true }),
    ghlRemoteVersion: text('ghl_remote_version'),
    googleSyncedAt: timestamp('google_synced_at', { withTimezone: true }),
    googleRemoteVersion: text('google_remote_version'),
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

/** The last calendar sync of a company: what the Calendar page's banner shows. */
export const calendarSyncStates = pgTable('calendar_sync_states', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  running: boolean('running').notNull().default(false),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
  lastMessage: text('last_message').notNull().default(''),
  lastFetched: integer('last_fetched').notNull().default(0),
  lastFailed: boolean('last_failed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Remote events whose local appointment was deleted: the next sync deletes them remotely (or, when
 * only importing, does not bring them back) instead of importing them again.
 */
export const appointmentDeletions = pgTable(
  'appointment_deletions',
  {
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'ghl'] }).notNull(),
    remoteId: text('remote_id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.provider, table.remoteId] })],
);

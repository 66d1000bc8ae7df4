import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** The company's GoHighLevel calendar (document 000, External calendar config); the key is sealed. */
export const ghlCalendarConfigs = pgTable('ghl_calendar_configs', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  calendarId: text('calendar_id').notNull(),
  locationId: text('location_id').notNull(),
  /** AES-256-GCM sealed (platform/crypto SecretBox); never leaves the server. */
  privateApiKeySealed: text('private_api_key_sealed').notNull(),
  isEnabled: boolean('is_enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The company's Google Calendar: its OAuth client, and the tokens its authorisation gave (sealed). */
export const googleCalendarConfigs = pgTable('google_calendar_configs', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  clientId: text('client_id').notNull(),
  clientSecretSealed: text('client_secret_sealed').notNull(),
  calendarId: text('calendar_id').notNull(),
  isEnabled: boolean('is_enabled').notNull(),
  refreshTokenSealed: text('refresh_token_sealed'),
  accessTokenSealed: text('access_token_sealed'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  connectedAt: timestamp('connected_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

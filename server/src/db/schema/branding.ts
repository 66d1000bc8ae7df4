import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** How the public chat looks and greets; absent row means the spec's defaults. */
export const brandSettings = pgTable('brand_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  primaryColor: text('primary_color').notNull().default('#4F46E5'),
  secondaryColor: text('secondary_color').notNull().default('#6366F1'),
  logoUrl: text('logo_url').notNull().default(''),
  /** The name on the chat; empty means the company's own name. */
  displayName: text('display_name').notNull().default(''),
  /** Sites that may embed the chat (widget, iframe); empty means any site. */
  allowedDomains: text('allowed_domains').array().notNull().default([]),
  welcomeMessage: text('welcome_message').notNull().default('Welcome! How can I help you today?'),
  chatPosition: text('chat_position', { enum: ['bottom-right', 'bottom-left', 'center'] })
    .notNull()
    .default('bottom-right'),
  chatSize: text('chat_size', { enum: ['small', 'medium', 'large'] })
    .notNull()
    .default('medium'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The company's own SMTP server, for mail sent in its name (booking confirmations); the password sealed. */
export const companyEmailSettings = pgTable('company_email_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  smtpHost: text('smtp_host').notNull(),
  smtpPort: integer('smtp_port').notNull(),
  smtpUser: text('smtp_user').notNull(),
  /** AES-256-GCM sealed (platform/crypto SecretBox); never leaves the server. */
  smtpPasswordSealed: text('smtp_password_sealed').notNull(),
  senderEmail: text('sender_email').notNull(),
  senderName: text('sender_name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** How the public chat looks and greets; absent row means the spec's defaults. */
export const brandSettings = pgTable('brand_settings', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  primaryColor: text('primary_color').notNull().default('#4F46E5'),
  secondaryColor: text('secondary_color').notNull().default('#6366F1'),
  logoUrl: text('logo_url').notNull().default(''),
  welcomeMessage: text('welcome_message').notNull().default('Welcome! How can I help you today?'),
  chatPosition: text('chat_position', { enum: ['bottom-right', 'bottom-left', 'center'] })
    .notNull()
    .default('bottom-right'),
  chatSize: text('chat_size', { enum: ['small', 'medium', 'large'] })
    .notNull()
    .default('medium'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

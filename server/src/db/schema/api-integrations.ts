import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** A company's connections to its other services (document 001, API Integrations). */
export const apiIntegrations = pgTable(
  'api_integrations',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    apiType: text('api_type').notNull(),
    authMethod: text('auth_method').notNull(),
    /** The credential fields as JSON, AES-256-GCM sealed (platform/crypto SecretBox); never leaves the server. */
    credentialsSealed: text('credentials_sealed').notNull(),
    baseUrl: text('base_url').notNull().default(''),
    testEndpoint: text('test_endpoint').notNull().default(''),
    isEnabled: boolean('is_enabled').notNull().default(true),
    testStatus: text('test_status', { enum: ['success', 'failed'] }),
    testMessage: text('test_message').notNull().default(''),
    lastTested: timestamp('last_tested', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_integrations_company_idx').on(table.companyId, table.createdAt)],
);

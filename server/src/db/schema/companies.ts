import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const companyTypes = pgTable('company_types', {
  type: text('type').primaryKey(),
  name: text('name').notNull(),
  priceText: text('price_text').notNull(),
  description: text('description').notNull(),
  monthlyCostCents: integer('monthly_cost_cents').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const companies = pgTable(
  'companies',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    companyType: text('company_type')
      .notNull()
      .references(() => companyTypes.type),
    isBlocked: boolean('is_blocked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('companies_created_at_idx').on(table.createdAt)],
);

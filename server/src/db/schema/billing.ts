import { bigserial, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * What a company owes for one monthly period (document 001, Bill). Money is integer cents; the
 * readable bill number is built from the period and `number`.
 */
export const bills = pgTable(
  'bills',
  {
    id: text('id').primaryKey(),
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    constantFeeCents: integer('constant_fee_cents').notNull(),
    usageCostCents: integer('usage_cost_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'overdue', 'cancelled'] }).notNull(),
    stripeChargeId: text('stripe_charge_id'),
    receiptUrl: text('receipt_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One bill per company and period, however often the monthly job runs.
    uniqueIndex('bills_company_period_key').on(table.companyId, table.periodStart),
    index('bills_status_due_idx').on(table.status, table.dueDate),
  ],
);

/**
 * Every Checkout Session opened for a bill. The webhook accepts a payment only for a session listed
 * here, and for any of them: a visitor who opened two and paid the first still gets the bill paid.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    billId: text('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('checkout_sessions_bill_idx').on(table.billId)],
);

/** A company's invoice contact (Payment Settings) and its customer at Stripe. */
export const billingProfiles = pgTable('billing_profiles', {
  companyId: text('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  billingEmail: text('billing_email').notNull().default(''),
  companyName: text('company_name').notNull().default(''),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  city: text('city').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  country: text('country').notNull().default(''),
  stripeCustomerId: text('stripe_customer_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe events already handled: a replayed event is recognised here and changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The platform's Stripe keys set by the operator (one row, id 1); sealed, they override the environment. */
export const paymentProviderSettings = pgTable('payment_provider_settings', {
  id: integer('id').primaryKey(),
  secretKeySealed: text('secret_key_sealed'),
  webhookSecretSealed: text('webhook_secret_sealed'),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

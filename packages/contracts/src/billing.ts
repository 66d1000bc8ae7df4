import { z } from 'zod';
import { emailField } from './fields';

/** Document 001, constants: the monthly fee when a plan names none, the tax, USD. */
export const DEFAULT_MONTHLY_COST_USD = 49;
export const TAX_RATE = 0.0875;
/** Days a company has to pay a bill before it is overdue. */
export const BILL_DUE_DAYS = 14;

/** Integer cents with the spec's 8.75 % tax added, rounded to the cent. */
export function withTaxCents(cents: number): number {
  return Math.round(cents * (1 + TAX_RATE));
}

/** Cents as the dollars the API and pages show. */
export function centsToUsd(cents: number): number {
  return Math.round(cents) / 100;
}

/** 'November 2026': how a monthly period is named to people. */
export function periodLabel(periodStart: string): string {
  return new Date(`${periodStart}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export const BILL_STATUSES = ['pending', 'paid', 'overdue', 'cancelled'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** Document 001, Company subscription. */
export const companySubscriptionSchema = z.object({
  company_type: z.string(),
  /** The plan's display name ('General Business'). */
  plan_name: z.string(),
  company_name: z.string(),
  /** USD per month, before tax. */
  monthly_cost: z.number(),
});
export type CompanySubscription = z.infer<typeof companySubscriptionSchema>;

/** Document 001, Payment status; amount_due is what the payment button asks for (USD, tax included). */
export const paymentStatusSchema = z.object({
  shouldDisablePayment: z.boolean(),
  currentPeriod: z.string(),
  daysUntilNextBilling: z.number().int(),
  amount_due: z.number(),
  amount_due_cents: z.number().int(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Document 001, Bill; money in USD. */
export const billSchema = z.object({
  id: z.string(),
  bill_number: z.string(),
  billing_period_start: z.string(),
  billing_period_end: z.string(),
  due_date: z.string(),
  constant_fee: z.number(),
  openai_usage_cost: z.number(),
  tax_amount: z.number(),
  total_amount: z.number(),
  status: z.enum(BILL_STATUSES),
  stripe_charge_id: z.string().nullable(),
  receipt_url: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type Bill = z.infer<typeof billSchema>;
export const billsResponseSchema = z.object({ bills: z.array(billSchema) });

export const checkoutRequestSchema = z.object({
  amount: z
    .number({ error: 'amount must be a number of cents' })
    .int('amount must be a whole number of cents')
    .positive('amount must be more than zero'),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = z.object({ url: z.string() });
export const billIdParamsSchema = z.object({ id: z.uuid({ error: 'Bill not found' }) });

/** The invoice details a company keeps for its bills (Payment Settings). */
export const billingProfileSchema = z.object({
  // Optional, so an empty field is allowed; anything else must be an address.
  billing_email: z
    .string()
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .refine((value) => value === '' || emailField.safeParse(value).success, 'Please enter a valid email address')
    .transform((value) => value.toLowerCase()),
  company_name: z.string().trim().max(200, 'The name on invoices is at most 200 characters'),
  address_line1: z.string().trim().max(200, 'The address line is at most 200 characters'),
  address_line2: z.string().trim().max(200, 'The address line is at most 200 characters'),
  city: z.string().trim().max(100, 'The city is at most 100 characters'),
  postal_code: z.string().trim().max(20, 'The postal code is at most 20 characters'),
  country: z.string().trim().max(100, 'The country is at most 100 characters'),
});
export type BillingProfile = z.infer<typeof billingProfileSchema>;
export const EMPTY_BILLING_PROFILE: BillingProfile = {
  billing_email: '',
  company_name: '',
  address_line1: '',
  address_line2: '',
  city: '',
  postal_code: '',
  country: '',
};

/** The platform's Stripe keys as the operator sees them: presence only, never the keys. */
export const STRIPE_KEY_PLACEHOLDER = '***configured***';
export const paymentProviderStatusSchema = z.object({
  secret_key_configured: z.boolean(),
  webhook_secret_configured: z.boolean(),
  /** Where the keys in use come from: the operator's settings, the environment, or nowhere. */
  source: z.enum(['settings', 'environment', 'none']),
  webhook_url: z.string(),
});
export type PaymentProviderStatus = z.infer<typeof paymentProviderStatusSchema>;
/** An empty field or the placeholder keeps the stored key; a new value replaces it. */
export const paymentProviderInputSchema = z.object({
  secret_key: z
    .string()
    .trim()
    .max(300, 'The secret key is at most 300 characters')
    .refine((key) => key === '' || key === STRIPE_KEY_PLACEHOLDER || /^(sk|rk)_(test|live)_\w+$/.test(key), {
      message: 'A Stripe secret key starts with sk_test_, sk_live_, rk_test_ or rk_live_',
    }),
  webhook_secret: z
    .string()
    .trim()
    .max(300, 'The webhook signing secret is at most 300 characters')
    .refine((key) => key === '' || key === STRIPE_KEY_PLACEHOLDER || key.startsWith('whsec_'), {
      message: 'A webhook signing secret starts with whsec_',
    }),
});
export type PaymentProviderInput = z.infer<typeof paymentProviderInputSchema>;
export const paymentProviderTestSchema = z.object({ message: z.string() });

/** Document 001, Statistics. */
export const RECENT_PAYMENT_STATUSES = ['succeeded', 'pending', 'other'] as const;
export const statisticsSchema = z.object({
  activeChats: z.number().int(),
  totalUsers: z.number().int(),
  totalPayments: z.number(),
  recentPayments: z.array(z.object({ amount: z.number(), status: z.enum(RECENT_PAYMENT_STATUSES), date: z.string() })),
});
export type Statistics = z.infer<typeof statisticsSchema>;
/** A visitor's session counts as an active chat for this long after its last message. */
export const ACTIVE_CHAT_WINDOW_MINUTES = 15;
export const RECENT_PAYMENTS_SHOWN = 10;

/** Document 001: the billing page's messages, and the server's own. */
export const BILLING_TEXTS = {
  loading: 'Loading billing information...',
  setupRequired: 'Payment Setup Required',
  goToSettings: 'Go to Settings',
  companyInfoFailed: (message: string | undefined) => `Failed to load company info: ${message || 'Unknown error'}`,
  companyInfoConnection: 'Failed to load company info - please check your connection',
  historyFailed: (message: string) => `Failed to load billing history: ${message}`,
  historyConnection: 'Failed to load billing history - please check your connection',
  alreadyPaidNotice: (period: string, days: number) =>
    `Payment already completed for ${period}. Next billing cycle starts in ${days} days.`,
  alreadyExists: (period: string) => `Payment already completed for period ${period}. Please wait for next billing cycle.`,
  setupHint: 'Go to Settings → Payment Settings to configure your payment provider.',
  sessionFailed: 'Failed to create payment session',
  paymentConnection: 'Failed to process payment - please check your connection',
  processing: 'Processing...',
  pay: (total: string) => `Pay ${total}`,
  paidFor: (period: string) => `Paid for ${period}`,
  paymentCompleted: (period: string) => `Payment completed for ${period}`,
  nextCycle: (days: number) => `Next billing cycle in ${days} days`,
  noBills:
    "No bills yet. This month's bill is listed here once it opens (within a day of signing up, or when you pay it above), then each month's on the first.",
  returnedPaid: 'Thank you: your payment went through. The bill shows as paid once the payment provider confirms it.',
  returnedCancelled: 'The payment was cancelled; nothing was charged.',
  yourSubscription: 'Your Subscription',
  paymentHistory: 'Payment History',
  payNow: 'Pay Now',
  viewReceipt: 'View Receipt',
  cancelBill: 'Cancel bill',
  // The server's messages.
  companyNotFound: 'Company not found',
  cancelNeedsCompany: 'Open the company (View as Admin) to cancel one of its bills.',
  providerRefused: (reason: string) => `Stripe refused the request: ${reason}`,
  providerTestOk: 'Stripe accepted the secret key, and a webhook signing secret is set.',
  providerTestNoWebhook: 'Stripe accepted the secret key. Set the webhook signing secret too, or payments are never confirmed.',
  webhookBody: 'Send the event as a JSON body.',
  notConfigured:
    'Card payments are not available yet: the platform operator has to configure the payment provider (Stripe) first.',
  amountChanged: (expected: string) =>
    `The amount to pay is now ${expected}, not the amount sent. Reload the page to see the current amount.`,
  billPaid: 'This bill is already paid.',
  billCancelled: 'This bill was cancelled and cannot be paid.',
  billNotFound: 'Bill not found',
  providerFailed: 'The payment provider could not be reached. Please try again in a moment.',
  providerRefusedKey: 'Stripe refused the secret key. Check it in Payment Settings.',
  badSignature: 'The webhook signature is missing or does not match.',
  webhookNotConfigured: 'The webhook signing secret is not configured.',
  profileSaved: 'Billing details saved.',
  providerSaved: 'Payment provider settings saved.',
  providerRemoved: 'The keys saved here are removed.',
  providerRemove: 'Remove saved keys',
  providerRemoveTitle: 'Remove the saved keys?',
  providerRemoveConfirm: 'Remove',
  providerRemoving: 'Removing...',
  providerRemoveBody:
    'Card payments then use the keys of the server environment (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) when it has them, and stop until keys are saved again when it has none.',
  providerRemoveFailed: 'Failed to remove the keys',
  providerNoneSaved: 'No keys are saved here to remove.',
  providerNothingNew: 'Enter a new secret key or webhook signing secret to save; the saved ones are kept as they are.',
  noCustomerYet: 'Add a billing e-mail address first: the card is saved with your billing contact.',
} as const;

export const STATISTICS_TEXTS = {
  authRequired: 'Authentication required',
  loadFailed: 'Failed to load statistics. Please try again later.',
  noRecentPayments: 'No recent payments',
} as const;

/** en-US dollars, as every amount of the billing pages is shown. */
export function formatUsd(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

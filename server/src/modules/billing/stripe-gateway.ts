import type Stripe from 'stripe';
import { BILLING_TEXTS } from '@frontdesk/contracts/billing';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { AppError } from '../../platform/errors';

export type CheckoutOrder = {
  amountCents: number;
  description: string;
  companyId: string;
  billId: string;
  customerId: string | null;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
};
export type CustomerDetails = {
  email: string;
  name: string;
  address: { line1: string; line2: string; city: string; postal_code: string; country: string };
};
export type PaidCharge = { chargeId: string | null; receiptUrl: string | null };

/**
 * The calls the product makes to Stripe, through the official package. `apiUrl` points the package
 * at another address (STRIPE_API_URL: a local server speaking Stripe's API in tests). Stripe's
 * failures become errors the user can act on; its key never appears in them.
 */
export class StripeGateway {
  private readonly clients = new Map<string, Stripe>();

  constructor(private readonly options: { apiUrl: string | undefined; timeoutMs: number }) {}

  async checkout(secretKey: string, order: CheckoutOrder): Promise<{ id: string; url: string }> {
    const session = await this.call(secretKey, (stripe) =>
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: order.amountCents, product_data: { name: order.description } },
          },
        ],
        ...(order.customerId
          ? { customer: order.customerId }
          : order.customerEmail
            ? { customer_email: order.customerEmail }
            : {}),
        client_reference_id: order.billId,
        metadata: { company_id: order.companyId, bill_id: order.billId },
        payment_intent_data: { metadata: { company_id: order.companyId, bill_id: order.billId } },
        success_url: order.successUrl,
        cancel_url: order.cancelUrl,
      }),
    );
    if (!session.url) throw new AppError(ERROR_CODES.remoteFailed, BILLING_TEXTS.providerFailed);
    return { id: session.id, url: session.url };
  }

  /** The charge behind a paid Checkout Session, for its receipt. */
  async chargeOf(secretKey: string, paymentIntentId: string): Promise<PaidCharge> {
    const intent = await this.call(secretKey, (stripe) =>
      stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }),
    );
    const charge = intent.latest_charge;
    if (!charge) return { chargeId: null, receiptUrl: null };
    if (typeof charge === 'string') return { chargeId: charge, receiptUrl: null };
    return { chargeId: charge.id, receiptUrl: charge.receipt_url ?? null };
  }

  /** Creates the company's customer, or brings its contact details up to date. */
  async saveCustomer(secretKey: string, customerId: string | null, details: CustomerDetails): Promise<string> {
    const fields = { email: details.email, name: details.name || undefined, address: details.address };
    const customer = await this.call(secretKey, (stripe) =>
      customerId ? stripe.customers.update(customerId, fields) : stripe.customers.create(fields),
    );
    return customer.id;
  }

  /** Stripe's own page where a customer manages its saved card. */
  async portal(secretKey: string, customerId: string, returnUrl: string): Promise<string> {
    const session = await this.call(secretKey, (stripe) =>
      stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }),
    );
    return session.url;
  }

  /** Proves a key works: the account's balance is the cheapest call every key may make. */
  async check(secretKey: string): Promise<void> {
    await this.call(secretKey, (stripe) => stripe.balance.retrieve());
  }

  /** The event, when the signature over the raw body matches the signing secret; throws otherwise. */
  async verify(rawBody: Buffer, signature: string, webhookSecret: string): Promise<Stripe.Event> {
    return (await stripePackage()).webhooks.constructEvent(rawBody, signature, webhookSecret);
  }

  private client(StripeClient: typeof Stripe, secretKey: string): Stripe {
    let client = this.clients.get(secretKey);
    if (!client) {
      const target = this.options.apiUrl ? new URL(this.options.apiUrl) : undefined;
      client = new StripeClient(secretKey, {
        timeout: this.options.timeoutMs,
        maxNetworkRetries: 1,
        telemetry: false,
        ...(target
          ? {
              host: target.hostname,
              port: target.port || (target.protocol === 'http:' ? 80 : 443),
              protocol: target.protocol === 'http:' ? 'http' : 'https',
            }
          : {}),
      });
      // A key replaced in the settings leaves its client behind; there are only ever a few.
      this.clients.clear();
      this.clients.set(secretKey, client);
    }
    return client;
  }

  private async call<T>(secretKey: string, work: (stripe: Stripe) => Promise<T>): Promise<T> {
    const StripeClient = await stripePackage();
    try {
      return await work(this.client(StripeClient, secretKey));
    } catch (error) {
      if (error instanceof StripeClient.errors.StripeAuthenticationError) {
        throw new AppError(ERROR_CODES.remoteFailed, BILLING_TEXTS.providerRefusedKey);
      }
      if (error instanceof StripeClient.errors.StripeError && error.type !== 'StripeConnectionError' && error.message) {
        throw new AppError(ERROR_CODES.remoteFailed, BILLING_TEXTS.providerRefused(error.message));
      }
      throw new AppError(ERROR_CODES.remoteFailed, BILLING_TEXTS.providerFailed);
    }
  }
}

/** Loaded on the first billing call: few requests need it, and it costs the idle server memory. */
async function stripePackage(): Promise<typeof Stripe> {
  return (await import('stripe')).default;
}

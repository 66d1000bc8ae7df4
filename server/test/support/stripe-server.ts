import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { HttpFake, type FakeAnswer, type FakeRequest } from './http-fake';

type Session = {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete';
  success_url: string;
  cancel_url: string;
  url: string;
  description: string;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A local server speaking the parts of Stripe's API the product uses (customers, Checkout Sessions,
 * payment intents with their charge, the customer portal, balance), driven by the real `stripe`
 * package. It also serves a checkout page: paying there completes the session, sends the signed
 * `checkout.session.completed` event to the webhook when one is set, and returns to success_url.
 */
export class FakeStripe {
  readonly secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  readonly sessions = new Map<string, Session>();
  readonly customers = new Map<string, Record<string, string>>();
  private readonly charges = new Map<string, { id: string; receipt_url: string }>();
  private readonly intents = new Map<string, { id: string; amount: number; latest_charge: string }>();
  private webhookUrl: string | undefined;
  private readonly http = new HttpFake((request) => this.handle(request));

  get url(): string {
    return this.http.url;
  }

  get requests(): FakeRequest[] {
    return this.http.requests;
  }

  async start(): Promise<this> {
    await this.http.start();
    return this;
  }

  stop(): Promise<void> {
    return this.http.stop();
  }

  /** Where the checkout page sends the event of a payment (the app's /api/billing/webhook). */
  deliverWebhooksTo(url: string): void {
    this.webhookUrl = url;
  }

  /** Pays the session as a customer would; the event Stripe would send, unsigned. */
  pay(sessionId: string): string {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const charge = { id: id('ch'), receipt_url: `${this.url}/receipts/${sessionId}` };
    const intent = { id: id('pi'), amount: session.amount_total, latest_charge: charge.id };
    this.charges.set(charge.id, charge);
    this.intents.set(intent.id, intent);
    Object.assign(session, { payment_intent: intent.id, payment_status: 'paid', status: 'complete' });
    return this.event('checkout.session.completed', session);
  }

  /** An event of any type with this object, as Stripe sends it. */
  event(type: string, object: object): string {
    return JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
  }

  /** The stripe-signature header Stripe would send with this payload. */
  sign(payload: string, secret = this.webhookSecret): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret });
  }

  private async handle(request: FakeRequest): Promise<FakeAnswer> {
    const page = request.path.match(/^\/pay\/(cs_\w+)$/);
    if (page?.[1]) return request.method === 'POST' ? this.completeFromPage(page[1]) : this.checkoutPage(page[1]);
    // The browser asks every origin for an icon; Stripe's pages have one.
    if (request.path === '/favicon.ico') return { status: 204 };
    if (request.path.startsWith('/portal/')) return html('<h1>Manage your payment method</h1><p>Saved card: Visa •••• 4242</p>');
    if (request.path.startsWith('/receipts/')) return html('<h1>Receipt</h1><p>Paid by card.</p>');
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_****' } },
      };
    }
    const form = new URLSearchParams(request.body);
    if (request.method === 'GET' && request.path === '/v1/balance') {
      return {
        status: 200,
        body: { object: 'balance', available: [{ amount: 0, currency: 'usd' }], livemode: false, pending: [] },
      };
    }
    if (request.method === 'POST' && request.path === '/v1/customers') {
      const customer = { id: id('cus'), object: 'customer', ...fields(form) };
      this.customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    const customerPath = request.path.match(/^\/v1\/customers\/(cus_\w+)$/);
    if (request.method === 'POST' && customerPath?.[1]) {
      const customer = this.customers.get(customerPath[1]);
      if (!customer) return missing('customer', customerPath[1]);
      Object.assign(customer, fields(form));
      return { status: 200, body: customer };
    }
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') return this.createSession(form);
    const intentPath = request.path.match(/^\/v1\/payment_intents\/(pi_\w+)$/);
    if (request.method === 'GET' && intentPath?.[1]) {
      const intent = this.intents.get(intentPath[1]);
      if (!intent) return missing('payment_intent', intentPath[1]);
      const expand =
        request.query.getAll('expand[]').includes('latest_charge') || request.query.getAll('expand[0]').includes('latest_charge');
      return {
        status: 200,
        body: {
          id: intent.id,
          object: 'payment_intent',
          amount: intent.amount,
          status: 'succeeded',
          latest_charge: expand ? { object: 'charge', ...this.charges.get(intent.latest_charge) } : intent.latest_charge,
        },
      };
    }
    if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions') {
      const customer = form.get('customer') ?? '';
      if (!this.customers.has(customer)) return missing('customer', customer);
      return {
        status: 200,
        body: {
          id: id('bps'),
          object: 'billing_portal.session',
          customer,
          return_url: form.get('return_url'),
          url: `${this.url}/portal/${customer}`,
        },
      };
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path})` },
      },
    };
  }

  private createSession(form: URLSearchParams): FakeAnswer {
    const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
    if (!Number.isInteger(amount) || amount < 50) {
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', message: 'The amount must be at least 50 cents.' } },
      };
    }
    const sessionId = id('cs_test');
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const match = key.match(/^metadata\[(\w+)\]$/);
      if (match?.[1]) metadata[match[1]] = value;
    }
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      amount_total: amount,
      currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
      customer: form.get('customer'),
      customer_email: form.get('customer_email'),
      client_reference_id: form.get('client_reference_id'),
      metadata,
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: form.get('success_url') ?? '',
      cancel_url: form.get('cancel_url') ?? '',
      url: `${this.url}/pay/${sessionId}`,
      description: form.get('line_items[0][price_data][product_data][name]') ?? '',
    };
    this.sessions.set(sessionId, session);
    return { status: 200, body: session };
  }

  private checkoutPage(sessionId: string): FakeAnswer {
    const session = this.sessions.get(sessionId);
    if (!session) return html('<h1>This checkout session does not exist</h1>', 404);
    const amount = (session.amount_total / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    return html(`<main><h1>Pay Frontdesk</h1><p>${escape(session.description)}</p><p id="amount">${amount}</p>
      <form method="post"><label>Card number <input name="card" value="4242 4242 4242 4242"></label>
      <button type="submit">Pay ${amount}</button></form><a href="${escape(session.cancel_url)}">Cancel</a></main>`);
  }

  private async completeFromPage(sessionId: string): Promise<FakeAnswer> {
    if (!this.sessions.has(sessionId)) return html('<h1>This checkout session does not exist</h1>', 404);
    const payload = this.pay(sessionId);
    if (this.webhookUrl) {
      await fetch(this.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': this.sign(payload) },
        body: payload,
      });
    }
    return { status: 303, headers: { location: this.sessions.get(sessionId)?.success_url ?? '/' } };
  }
}

function fields(form: URLSearchParams): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of form) result[key.replace(/\[(\w+)\]/g, '.$1')] = value;
  return result;
}

function missing(kind: string, value: string): FakeAnswer {
  return { status: 404, body: { error: { type: 'invalid_request_error', message: `No such ${kind}: '${value}'` } } };
}

function html(body: string, status = 200): FakeAnswer {
  return {
    status,
    raw: { contentType: 'text/html; charset=utf-8', data: Buffer.from(`<!doctype html><title>Stripe</title>${body}`) },
  };
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_TEXTS,
  periodLabel,
  type Bill,
  type BillingProfile,
  type PaymentProviderStatus,
  type PaymentStatus,
  type Statistics,
} from '@frontdesk/contracts/billing';
import type { AuditLogResponse, ImpersonateResponse } from '@frontdesk/contracts/super-admin';
import { bearer, errorOf, getAs, sendAs, signUpCompany, superAdminToken } from '../../support/accounts';
import { FakeStripe } from '../../support/stripe-server';
import { createTestApp, queueSettled, type TestContext } from '../../support/test-app';

const stripe = new FakeStripe();
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
let other: Awaited<ReturnType<typeof signUpCompany>>;

beforeAll(async () => {
  await stripe.start();
  ctx = await createTestApp({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  owner = await signUpCompany(ctx, { companyName: 'Harbour Homes', companyType: 'real_estate' });
  other = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
});
afterAll(async () => {
  await ctx.close();
  await stripe.stop();
});

const status = async (token: string) => (await getAs(ctx, token, '/api/billing/payment-status')).json<PaymentStatus>();
const bills = async (token: string) => (await getAs(ctx, token, '/api/billing/bills')).json<{ bills: Bill[] }>().bills;
const sessionIdOf = (url: string) => url.split('/').at(-1) ?? '';

function deliver(payload: string, signature = stripe.sign(payload)) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
}

describe('subscription and payment status', () => {
  it("answers the plan, and the current period's amount with the 8.75 % tax", async () => {
    const subscription = await getAs(ctx, owner.token, '/api/billing/company-subscription');
    expect(subscription.json()).toEqual({
      company_type: 'real_estate',
      plan_name: 'Real Estate',
      company_name: 'Harbour Homes',
      monthly_cost: 49.99,
    });
    const current = await status(owner.token);
    expect(current).toMatchObject({
      shouldDisablePayment: false,
      currentPeriod: periodLabel(new Date().toISOString().slice(0, 8) + '01'),
      amount_due_cents: 5436, // 4999 × 1.0875 = 5436.41
      amount_due: 54.36,
    });
    expect(current.daysUntilNextBilling).toBeGreaterThanOrEqual(1);
    expect(current.daysUntilNextBilling).toBeLessThanOrEqual(31);
  });
});

describe('paying the current period', () => {
  it('refuses an amount that is not the one the server computes', async () => {
    const response = await sendAs(ctx, owner.token, 'POST', '/api/billing/create-checkout-session', { amount: 4999 });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(BILLING_TEXTS.amountChanged('$54.36'));
    const bad = await sendAs(ctx, owner.token, 'POST', '/api/billing/create-checkout-session', { amount: 54.36 });
    expect(bad.statusCode).toBe(400);
  });

  it('opens a Stripe Checkout Session, and the signed webhook marks the bill paid with its charge', async () => {
    const response = await sendAs(ctx, owner.token, 'POST', '/api/billing/create-checkout-session', { amount: 5436 });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url.startsWith(`${stripe.url}/pay/cs_test_`)).toBe(true);
    const session = stripe.sessions.get(sessionIdOf(url));
    expect(session).toMatchObject({ amount_total: 5436, currency: 'usd', metadata: { company_id: owner.user.companyId } });
    expect(session?.success_url).toBe('http://frontdesk.test/billing?payment=success');

    const [pending] = await bills(owner.token);
    expect(pending).toMatchObject({
      status: 'pending',
      constant_fee: 49.99,
      openai_usage_cost: 0,
      tax_amount: 4.37,
      total_amount: 54.36,
    });
    expect(pending?.bill_number).toMatch(/^FD-\d{6}-\d{5}$/);

    const event = stripe.pay(sessionIdOf(url));
    const delivered = await deliver(event);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true, handled: true });
    const [paid] = await bills(owner.token);
    expect(paid).toMatchObject({ status: 'paid', stripe_charge_id: expect.stringMatching(/^ch_/) });
    expect(paid?.receipt_url).toContain('/receipts/');
    expect((await status(owner.token)).shouldDisablePayment).toBe(true);

    // The same event again (Stripe retries) changes nothing.
    const replay = await deliver(event);
    expect(replay.json()).toEqual({ received: true, handled: false });
    expect(await bills(owner.token)).toEqual([paid]);
  });

  it('answers 409 PAYMENT_ALREADY_EXISTS with the period once it is paid', async () => {
    const response = await sendAs(ctx, owner.token, 'POST', '/api/billing/create-checkout-session', { amount: 5436 });
    expect(response.statusCode).toBe(409);
    const label = (await status(owner.token)).currentPeriod;
    expect(response.json()).toMatchObject({
      code: 'PAYMENT_ALREADY_EXISTS',
      period: label,
      message: BILLING_TEXTS.alreadyExists(label),
    });
    const [bill] = await bills(owner.token);
    expect((await sendAs(ctx, owner.token, 'POST', `/api/billing/pay-bill/${bill?.id}`)).statusCode).toBe(409);
  });
});

describe('the webhook', () => {
  it('refuses a missing or wrong signature and changes nothing', async () => {
    const created = await sendAs(ctx, other.token, 'POST', '/api/billing/create-checkout-session', {
      amount: (await status(other.token)).amount_due_cents,
    });
    const event = stripe.pay(sessionIdOf(created.json<{ url: string }>().url));
    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json' },
      payload: event,
    });
    expect(unsigned.statusCode).toBe(400);
    const forged = await deliver(event, stripe.sign(event, 'whsec_not_the_platforms'));
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).message).toBe(BILLING_TEXTS.badSignature);
    const tampered = await deliver(event.replace('"amount_total":3261', '"amount_total":1'), stripe.sign(event));
    expect(tampered.statusCode).toBe(400);
    expect((await bills(other.token))[0]?.status).toBe('pending');
  });

  it('ignores events of unknown sessions and of other types', async () => {
    const unknown = stripe.event('checkout.session.completed', {
      id: 'cs_test_unknown',
      object: 'checkout.session',
      payment_status: 'paid',
      amount_total: 3261,
      metadata: { company_id: other.user.companyId, bill_id: (await bills(other.token))[0]?.id },
    });
    expect((await deliver(unknown)).json()).toEqual({ received: true, handled: false });
    expect((await deliver(stripe.event('customer.created', { id: 'cus_1', object: 'customer' }))).json()).toEqual({
      received: true,
      handled: false,
    });
    expect((await bills(other.token))[0]?.status).toBe('pending');
  });
});

describe('two checkouts of one bill', () => {
  it('marks the bill paid when the first of two opened sessions is the one paid', async () => {
    const fourth = await signUpCompany(ctx, { companyName: 'Fourth Floor Florist' });
    const amount = (await status(fourth.token)).amount_due_cents;
    const first = await sendAs(ctx, fourth.token, 'POST', '/api/billing/create-checkout-session', { amount });
    const second = await sendAs(ctx, fourth.token, 'POST', '/api/billing/create-checkout-session', { amount });
    expect(sessionIdOf(second.json<{ url: string }>().url)).not.toBe(sessionIdOf(first.json<{ url: string }>().url));
    const paidFirst = await deliver(stripe.pay(sessionIdOf(first.json<{ url: string }>().url)));
    expect(paidFirst.json()).toEqual({ received: true, handled: true });
    expect((await bills(fourth.token))[0]?.status).toBe('paid');
  });

  it("ignores a session of another company's bill named in this company's metadata", async () => {
    const fifth = await signUpCompany(ctx, { companyName: 'Fifth Avenue Framing' });
    const opened = await sendAs(ctx, fifth.token, 'POST', '/api/billing/create-checkout-session', {
      amount: (await status(fifth.token)).amount_due_cents,
    });
    const session = stripe.sessions.get(sessionIdOf(opened.json<{ url: string }>().url));
    const theirs = (await bills(owner.token))[0];
    const crossed = stripe.event('checkout.session.completed', {
      ...session,
      payment_status: 'paid',
      metadata: { company_id: fifth.user.companyId, bill_id: theirs?.id },
    });
    expect((await deliver(crossed)).json()).toEqual({ received: true, handled: false });
    expect((await bills(fifth.token))[0]?.status).toBe('pending');
  });
});

describe('paying one bill', () => {
  it("is 404 for another company's bill and for an unknown id", async () => {
    const [theirs] = await bills(owner.token);
    const response = await sendAs(ctx, other.token, 'POST', `/api/billing/pay-bill/${theirs?.id}`);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe(BILLING_TEXTS.billNotFound);
    expect((await sendAs(ctx, other.token, 'POST', '/api/billing/pay-bill/not-a-bill')).statusCode).toBe(400);
    expect((await getAs(ctx, other.token, `/api/billing/bills/${theirs?.id}/invoice`)).statusCode).toBe(404);
  });

  it('opens a checkout for a pending bill, and its invoice is a PDF', async () => {
    const [bill] = await bills(other.token);
    const response = await sendAs(ctx, other.token, 'POST', `/api/billing/pay-bill/${bill?.id}`);
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect((await deliver(stripe.pay(sessionIdOf(url)))).json()).toEqual({ received: true, handled: true });
    expect((await bills(other.token))[0]?.status).toBe('paid');

    const invoice = await getAs(ctx, other.token, `/api/billing/bills/${bill?.id}/invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.headers['content-disposition']).toContain(`invoice-${bill?.bill_number}.pdf`);
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('statistics', () => {
  it('counts payments as succeeded, in dollars', async () => {
    const response = await getAs(ctx, other.token, '/api/statistics');
    expect(response.statusCode).toBe(200);
    const statistics = response.json<Statistics>();
    expect(statistics).toMatchObject({ activeChats: 0, totalUsers: 0, totalPayments: 32.61 });
    expect(statistics.recentPayments).toEqual([{ amount: 32.61, status: 'succeeded', date: expect.any(String) }]);
  });
});

describe('Payment Settings', () => {
  it('keeps the billing contact and opens the customer portal with it', async () => {
    const noContact = await sendAs(ctx, owner.token, 'POST', '/api/billing/customer-portal');
    expect(noContact.statusCode).toBe(400);
    expect(errorOf(noContact).message).toBe(BILLING_TEXTS.noCustomerYet);
    const profile: BillingProfile = {
      billing_email: 'Accounts@Harbour.example',
      company_name: 'Harbour Homes Ltd',
      address_line1: '1 Quay Street',
      address_line2: '',
      city: 'Bristol',
      postal_code: 'BS1 4DJ',
      country: 'GB',
    };
    const saved = await sendAs(ctx, owner.token, 'PUT', '/api/billing/profile', profile);
    expect(saved.json()).toEqual({ ...profile, billing_email: 'accounts@harbour.example' });
    expect(
      (await sendAs(ctx, owner.token, 'PUT', '/api/billing/profile', { ...profile, billing_email: 'nope' })).statusCode,
    ).toBe(400);
    const { city: _left, ...withoutCity } = profile;
    const missing = await sendAs(ctx, owner.token, 'PUT', '/api/billing/profile', withoutCity);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'City is required',
      details: { fieldErrors: { city: ['City is required'] } },
    });
    const portal = await sendAs(ctx, owner.token, 'POST', '/api/billing/customer-portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json<{ url: string }>().url).toMatch(new RegExp(`^${stripe.url}/portal/cus_`));
    expect([...stripe.customers.values()].some((customer) => customer['email'] === 'accounts@harbour.example')).toBe(true);
  });

  it("lets only the operator see and change the platform's keys, never returning them", async () => {
    expect((await getAs(ctx, owner.token, '/api/billing/provider-settings')).statusCode).toBe(403);
    const operator = await superAdminToken(ctx);
    const before = (await getAs(ctx, operator, '/api/billing/provider-settings')).json<PaymentProviderStatus>();
    expect(before).toEqual({
      secret_key_configured: true,
      webhook_secret_configured: true,
      source: 'environment',
      webhook_url: 'http://frontdesk.test/api/billing/webhook',
    });
    const refused = await sendAs(ctx, operator, 'PUT', '/api/billing/provider-settings', {
      secret_key: 'pk_test_x',
      webhook_secret: '',
    });
    expect(refused.statusCode).toBe(400);
    // Nothing new in either field: nothing to save, and no "saved" that changed nothing.
    const empty = await sendAs(ctx, operator, 'PUT', '/api/billing/provider-settings', { secret_key: '', webhook_secret: '' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe(BILLING_TEXTS.providerNothingNew);
    const saved = await sendAs(ctx, operator, 'PUT', '/api/billing/provider-settings', {
      secret_key: 'sk_test_wrong',
      webhook_secret: '',
    });
    expect(saved.json()).toMatchObject({ source: 'settings', secret_key_configured: true });
    expect(saved.body).not.toContain('sk_test_wrong');
    const tested = await sendAs(ctx, operator, 'POST', '/api/billing/provider-settings/test');
    expect(tested.statusCode).toBe(502);
    expect(errorOf(tested).message).toBe(BILLING_TEXTS.providerRefusedKey);
    await sendAs(ctx, operator, 'PUT', '/api/billing/provider-settings', {
      secret_key: stripe.secretKey,
      webhook_secret: '***configured***',
    });
    const good = await sendAs(ctx, operator, 'POST', '/api/billing/provider-settings/test');
    expect(good.statusCode).toBe(200);
    const stored = await ctx.database.executeSql('select secret_key_sealed from payment_provider_settings');
    expect(JSON.stringify(stored.rows)).not.toContain(stripe.secretKey);
    // Each change is on the audit log, saying which keys changed and never what they are.
    const audit = (await getAs(ctx, operator, '/api/super-admin/audit-log')).json<AuditLogResponse>().entries;
    const changes = audit.filter((entry) => entry.action === 'payment.keys');
    expect(changes.map((entry) => entry.details)).toEqual([
      { secret_key: true, webhook_secret: false },
      { secret_key: true, webhook_secret: false },
    ]);
    expect(JSON.stringify(audit)).not.toContain(stripe.secretKey);

    // Removing the saved keys brings the environment's back; there is nothing more to remove after.
    expect((await sendAs(ctx, owner.token, 'DELETE', '/api/billing/provider-settings')).statusCode).toBe(403);
    const removed = await sendAs(ctx, operator, 'DELETE', '/api/billing/provider-settings');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual(before);
    expect((await ctx.database.executeSql('select 1 from payment_provider_settings')).rows).toHaveLength(0);
    const again = await sendAs(ctx, operator, 'DELETE', '/api/billing/provider-settings');
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(BILLING_TEXTS.providerNoneSaved);
    const log = (await getAs(ctx, operator, '/api/super-admin/audit-log')).json<AuditLogResponse>().entries;
    expect(log.filter((entry) => entry.action === 'payment.keys.removed')).toHaveLength(1);
  });
});

describe('cancelling a bill', () => {
  it('is for the operator visiting the company, and a paid bill stays paid', async () => {
    const third = await signUpCompany(ctx, { companyName: 'Third Street Cafe' });
    await sendAs(ctx, third.token, 'POST', '/api/billing/create-checkout-session', {
      amount: (await status(third.token)).amount_due_cents,
    });
    const [bill] = await bills(third.token);
    expect((await sendAs(ctx, third.token, 'POST', `/api/billing/bills/${bill?.id}/cancel`)).statusCode).toBe(403);
    const operator = await superAdminToken(ctx);
    const visit = await ctx.app.inject({
      method: 'POST',
      url: `/api/super-admin/tenants/${third.user.companyId}/impersonate`,
      headers: bearer(operator),
    });
    const visiting = visit.json<ImpersonateResponse>().token;
    const cancelled = await sendAs(ctx, visiting, 'POST', `/api/billing/bills/${bill?.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await status(third.token)).shouldDisablePayment).toBe(true);
    const [paid] = await bills(owner.token);
    expect((await sendAs(ctx, visiting, 'POST', `/api/billing/bills/${paid?.id}/cancel`)).statusCode).toBe(404);
    expect((await statisticsOf(third.token)).recentPayments).toEqual([
      { amount: 32.61, status: 'other', date: expect.any(String) },
    ]);
  });
});

const statisticsOf = async (token: string) => (await getAs(ctx, token, '/api/statistics')).json<Statistics>();

describe('without Stripe keys', () => {
  it('answers the two payment calls 503 with requiresSetup and a message about configuring', async () => {
    const bare = await createTestApp();
    try {
      const company = await signUpCompany(bare);
      const amount = (await getAs(bare, company.token, '/api/billing/payment-status')).json<PaymentStatus>().amount_due_cents;
      const checkout = await sendAs(bare, company.token, 'POST', '/api/billing/create-checkout-session', { amount });
      expect(checkout.statusCode).toBe(503);
      expect(checkout.json()).toMatchObject({ requiresSetup: true, code: 'PAYMENT_NOT_CONFIGURED' });
      expect(errorOf(checkout).message).toContain('configure');
      const [bill] = (await getAs(bare, company.token, '/api/billing/bills')).json<{ bills: Bill[] }>().bills;
      const payBill = await sendAs(bare, company.token, 'POST', `/api/billing/pay-bill/${bill?.id}`);
      expect(payBill.statusCode).toBe(503);
      expect(payBill.json()).toMatchObject({ requiresSetup: true });
      await queueSettled(bare.database);
    } finally {
      await bare.close();
    }
  });
});

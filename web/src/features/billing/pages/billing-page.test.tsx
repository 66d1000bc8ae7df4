import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_TEXTS, type Bill, type PaymentStatus } from '@frontdesk/contracts/billing';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';
import { leavePage } from '../../../lib/leave-page';

const subscription = {
  company_type: 'real_estate',
  plan_name: 'Real Estate',
  company_name: 'Harbour Homes',
  monthly_cost: 49.99,
};
const unpaid: PaymentStatus = {
  shouldDisablePayment: false,
  currentPeriod: 'November 2026',
  daysUntilNextBilling: 7,
  amount_due: 54.36,
  amount_due_cents: 5436,
};
const bill = (status: Bill['status'], overrides: Partial<Bill> = {}): Bill => ({
  id: `00000000-0000-4000-8000-00000000000${['pending', 'paid', 'overdue', 'cancelled'].indexOf(status)}`,
  bill_number: `FD-202611-0000${status.length}`,
  billing_period_start: '2026-11-01',
  billing_period_end: '2026-11-30',
  due_date: '2026-11-15',
  constant_fee: 49.99,
  openai_usage_cost: 0,
  tax_amount: 4.37,
  total_amount: 54.36,
  status,
  stripe_charge_id: null,
  receipt_url: null,
  paid_at: null,
  ...overrides,
});

function open(routes: Record<string, FakeRoute>, path = '/billing', user = makeUser()) {
  const api = createFakeApi({
    'GET /api/users/my-permissions': { body: { permissions: user.permissions } },
    'GET /api/billing/company-subscription': { body: subscription },
    'GET /api/billing/payment-status': { body: unpaid },
    'GET /api/billing/bills': { body: { bills: [] } },
    ...routes,
  });
  storeSession(user);
  const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
  return { api, leave, ...renderApp(path) };
}

afterEach(() => vi.restoreAllMocks());

describe('billing page', () => {
  it('shows the plan and pays the amount with tax through Stripe Checkout', async () => {
    const { api, leave, user } = open({
      'POST /api/billing/create-checkout-session': { body: { url: 'https://checkout.stripe.test/pay/cs_1' } },
    });
    expect(await screen.findByText('Harbour Homes')).toBeTruthy();
    expect(screen.getByText('Real Estate')).toBeTruthy();
    expect(screen.getByText('$49.99')).toBeTruthy();
    expect(screen.getByText(BILLING_TEXTS.noBills)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay $54.36' }));
    expect(api.find('POST', '/api/billing/create-checkout-session')[0]?.body).toEqual({ amount: 5436 });
    expect(leave).toHaveBeenCalledWith('https://checkout.stripe.test/pay/cs_1');
    expect(screen.getByRole('button', { name: BILLING_TEXTS.processing })).toHaveProperty('disabled', true);
  });

  it('shows a paid period as a disabled green button with its two notes', async () => {
    open({ 'GET /api/billing/payment-status': { body: { ...unpaid, shouldDisablePayment: true } } });
    const button = await screen.findByRole('button', { name: BILLING_TEXTS.paidFor('November 2026') });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText(BILLING_TEXTS.paymentCompleted('November 2026'))).toBeTruthy();
    expect(screen.getByText(BILLING_TEXTS.nextCycle(7))).toBeTruthy();
  });

  it('turns a missing payment setup into Payment Setup Required with a link to the settings', async () => {
    const { user } = open({
      'POST /api/billing/create-checkout-session': {
        status: 503,
        body: { message: BILLING_TEXTS.notConfigured, code: 'PAYMENT_NOT_CONFIGURED', requiresSetup: true },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay $54.36' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(BILLING_TEXTS.setupRequired)).toBeTruthy();
    expect(within(alert).getByText(`${BILLING_TEXTS.notConfigured} ${BILLING_TEXTS.setupHint}`)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: BILLING_TEXTS.goToSettings }).getAttribute('href')).toBe('/settings');
  });

  it('links to the payment settings only for a user who may open them', async () => {
    const { user } = open(
      {
        'POST /api/billing/create-checkout-session': {
          status: 503,
          body: { message: BILLING_TEXTS.notConfigured, code: 'PAYMENT_NOT_CONFIGURED', requiresSetup: true },
        },
      },
      '/billing',
      makeUser({ role: 'user', permissions: ['dashboard', 'profile', 'billing'] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Pay $54.36' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(BILLING_TEXTS.setupRequired)).toBeTruthy();
    expect(within(alert).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Payment settings' })).toBeNull();
  });

  it('explains an already paid period and reloads the payment status', async () => {
    const { api, user } = open({
      'POST /api/billing/create-checkout-session': {
        status: 409,
        body: { message: 'paid', code: 'PAYMENT_ALREADY_EXISTS', period: 'November 2026' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay $54.36' }));
    expect(await screen.findByText(BILLING_TEXTS.alreadyExists('November 2026'))).toBeTruthy();
    expect(api.find('GET', '/api/billing/payment-status').length).toBeGreaterThan(1);
  });

  it('says when the connection failed', async () => {
    const { user } = open({ 'POST /api/billing/create-checkout-session': () => Promise.reject(new TypeError('offline')) });
    await user.click(await screen.findByRole('button', { name: 'Pay $54.36' }));
    expect(await screen.findByText(BILLING_TEXTS.paymentConnection)).toBeTruthy();
  });

  it('lists the bills with their badges, Pay Now, receipts and invoices', async () => {
    const { api, leave, user } = open({
      'GET /api/billing/bills': {
        body: {
          bills: [
            bill('pending'),
            bill('paid', {
              stripe_charge_id: 'ch_1',
              receipt_url: 'https://pay.stripe.test/receipts/1',
              paid_at: '2026-11-03T10:00:00Z',
            }),
            bill('overdue'),
            bill('cancelled'),
          ],
        },
      },
      'POST /api/billing/pay-bill/00000000-0000-4000-8000-000000000002': {
        body: { url: 'https://checkout.stripe.test/pay/cs_2' },
      },
    });
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/^(Pending|Paid|Overdue|Cancelled)$/)[0]?.textContent)).toEqual([
      'Pending',
      'Paid',
      'Overdue',
      'Cancelled',
    ]);
    expect(screen.getAllByRole('button', { name: 'Pay Now' })).toHaveLength(2);
    // Days read as the rest of the app writes them.
    expect(items[0]?.textContent).toContain('due Nov 15, 2026');
    expect(screen.getByRole('link', { name: 'View Receipt' }).getAttribute('href')).toBe('https://pay.stripe.test/receipts/1');
    expect(screen.getAllByLabelText('No receipt')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Cancel bill' })).toBeNull();
    await user.click(within(items[2] as HTMLElement).getByRole('button', { name: 'Pay Now' }));
    expect(api.find('POST', '/api/billing/pay-bill/00000000-0000-4000-8000-000000000002')).toHaveLength(1);
    expect(leave).toHaveBeenCalledWith('https://checkout.stripe.test/pay/cs_2');
  });

  it("shows the spec's messages when the page cannot load", async () => {
    open({
      'GET /api/billing/company-subscription': { status: 500, body: { message: 'Database down', code: 'INTERNAL_ERROR' } },
    });
    expect(await screen.findByText(BILLING_TEXTS.companyInfoFailed('Database down'))).toBeTruthy();
  });

  it('thanks the visitor back from Stripe', async () => {
    open({}, '/billing?payment=success');
    expect(await screen.findByText(BILLING_TEXTS.returnedPaid)).toBeTruthy();
  });
});

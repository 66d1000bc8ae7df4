import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TEXTS, STATISTICS_TEXTS, type Bill, type PaymentStatus } from '@frontdesk/contracts/billing';
import { api, companyAdmin, PASSWORD, type SignedIn } from '../support/api';
import { launchBrowser, screenshot, signedInPage, VIEWPORTS } from '../support/browser';
import { startServer } from '../support/server';
import { startSmtpServer } from '../../server/test/support/smtp';
import { FakeStripe } from '../../server/test/support/stripe-server';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let admin: SignedIn & { email: string };
let page: Page;
const stripe = new FakeStripe();
const consoleErrors: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  await stripe.start();
  server = await startServer({
    smtpPort: smtp.port,
    env: { STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url },
  });
  // Paying on the stand-in's checkout page sends the signed event to the product, as Stripe would.
  stripe.deliverWebhooksTo(`${server.url}/api/billing/webhook`);
  browser = await launchBrowser();
  admin = await companyAdmin(server.url, smtp.received, 'Cedar Bakery');
  page = await signedInPage(browser, server.url, admin.email, PASSWORD, consoleErrors);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await stripe.stop();
  await smtp?.close();
});

describe('billing', () => {
  it("pays the current period on Stripe's checkout page and comes back to a paid bill", async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('list', { name: 'Admin menu' }).getByRole('link', { name: 'Billing' }).click();
    await page.waitForURL('**/billing');
    const status = await api.get<PaymentStatus>(server.url, '/api/billing/payment-status', admin.token);
    // The General plan: $29.99 with 8.75 % tax.
    expect(status.amount_due_cents).toBe(3261);
    const pay = page.getByRole('button', { name: 'Pay $32.61' });
    await pay.waitFor();
    await screenshot(page, 'billing-desktop');
    await pay.click();

    await page.waitForURL(`${stripe.url}/pay/**`);
    expect(await page.locator('#amount').textContent()).toBe('$32.61');
    await page.getByRole('button', { name: 'Pay $32.61' }).click();

    await page.waitForURL('**/billing?payment=success');
    await page.getByRole('button', { name: BILLING_TEXTS.paidFor(status.currentPeriod) }).waitFor();
    await page.getByText(BILLING_TEXTS.paymentCompleted(status.currentPeriod)).waitFor();
    const history = page.getByRole('listitem').filter({ hasText: 'FD-' });
    await history.getByText('Paid', { exact: true }).waitFor();
    expect(await history.getByRole('link', { name: 'View Receipt' }).getAttribute('href')).toContain(`${stripe.url}/receipts/`);
    await screenshot(page, 'billing-paid-desktop');

    const bills = await api.get<{ bills: Bill[] }>(server.url, '/api/billing/bills', admin.token);
    expect(bills.bills).toHaveLength(1);
    expect(bills.bills[0]).toMatchObject({
      status: 'paid',
      total_amount: 32.61,
      stripe_charge_id: expect.stringMatching(/^ch_/),
    });
  });

  it('reads well on a phone, and the payment shows on the Statistics page', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await page.getByRole('button', { name: /^Paid for / }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'billing-paid-phone');

    await page.goto('/statistics');
    await page.getByText('Total Payments').waitFor();
    await page.getByText('$32.61').first().waitFor();
    expect(await page.getByText(STATISTICS_TEXTS.noRecentPayments).count()).toBe(0);
    await page.getByText('Succeeded').waitFor();
    await screenshot(page, 'statistics-phone');
    expect(consoleErrors).toEqual([]);
  });
});

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_TEXTS } from '@frontdesk/contracts/messages';
import { SUPER_ADMIN_TEXTS } from '@frontdesk/contracts/super-admin';
import { TEXTS } from '@frontdesk/contracts/texts';
import { companyAdmin, PASSWORD, type SignedIn } from '../support/api';
import { launchBrowser, screenshot, signIn, VIEWPORTS, watchProblems } from '../support/browser';
import { startServer, SUPER_ADMIN } from '../support/server';
import { startSmtpServer } from '../../server/test/support/smtp';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let bakery: SignedIn & { email: string };
let operatorContext: BrowserContext;
let operator: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ smtpPort: smtp.port });
  browser = await launchBrowser();
  bakery = await companyAdmin(server.url, smtp.received, 'Harbour Bakery');
  operatorContext = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: server.url });
  operator = await operatorContext.newPage();
  await watchProblems(operator, consoleErrors);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const bakeryRow = (page: Page) => page.getByRole('row').filter({ hasText: 'Harbour Bakery' });

describe('the operator', () => {
  it('signs in and lands on the console with every company', async () => {
    await operator.goto('/super-admin-login');
    await operator.getByLabel('Email').fill(SUPER_ADMIN.email);
    await operator.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
    await operator.getByRole('button', { name: /Sign in/ }).click();
    await operator.waitForURL('**/super-admin-dashboard');
    await operator.getByText(SUPER_ADMIN_TEXTS.subtitle).waitFor();
    await bakeryRow(operator).waitFor();
    expect(await bakeryRow(operator).getByText('Active', { exact: true }).count()).toBe(1);
    // Company pages are not the operator's: they lead back to the console.
    await operator.goto('/company-setup');
    await operator.waitForURL('**/super-admin-dashboard');
    await bakeryRow(operator).waitFor();
    await screenshot(operator, 'super-admin-console-desktop');
  });

  it('blocks a company (its chat closes) and unblocks it (the chat answers again)', async () => {
    await operator.getByRole('button', { name: 'Block Harbour Bakery' }).click();
    await operator.getByRole('button', { name: 'Block company' }).click();
    await bakeryRow(operator).getByText('Blocked', { exact: true }).waitFor();

    const visitor = await browser.newPage({ baseURL: server.url });
    await visitor.goto(`/public-chat/${bakery.user.companySlug}`);
    await visitor.getByText(TEXTS.chat.unavailable).waitFor();
    await visitor.close();

    await operator.getByRole('button', { name: 'Unblock Harbour Bakery' }).click();
    await bakeryRow(operator).getByText('Active', { exact: true }).waitFor();
    const again = await browser.newPage({ baseURL: server.url });
    await again.goto(`/public-chat/${bakery.user.companySlug}`);
    await again.getByPlaceholder(TEXTS.chat.placeholder).waitFor();
    await again.close();
  });

  it('opens the company in a new tab with the banner, and the return button closes it', async () => {
    const [visit] = await Promise.all([
      operatorContext.waitForEvent('page'),
      operator.getByRole('button', { name: 'Access Company Harbour Bakery' }).click(),
    ]);
    await visit.getByText(TEXTS.superAdmin.bannerText).waitFor();
    await visit.getByText('(Harbour Bakery)').waitFor();
    await visit.getByRole('heading', { name: TEXTS.dashboard.title }).waitFor();
    await screenshot(visit, 'impersonation-tab-desktop');
    await operator.getByText('Opened Harbour Bakery in a new tab.').waitFor();
    // The operator's own tab is still the operator's.
    await operator.reload();
    await operator.getByText(SUPER_ADMIN_TEXTS.subtitle).waitFor();
    expect(await operator.getByText(TEXTS.superAdmin.bannerText).count()).toBe(0);

    await Promise.all([
      visit.waitForEvent('close'),
      visit.getByRole('button', { name: TEXTS.superAdmin.backToDashboard }).click(),
    ]);
    // Ending the visit ended its session only: the operator's tab goes on.
    await operator.reload();
    await bakeryRow(operator).waitFor();
  });

  it("exchanges messages with the company's admin, who sees the unread badge", async () => {
    await operator.goto(`/messages?company=${bakery.user.companyId}`);
    const box = operator.getByLabel('Write to Harbour Bakery');
    await box.fill('Welcome aboard! Tell us if anything is unclear.');
    await box.press('Enter');
    await operator.getByRole('log', { name: 'Messages' }).getByText('Welcome aboard!', { exact: false }).waitFor();

    const adminContext = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url });
    const admin = await adminContext.newPage();
    await signIn(admin, bakery.email, PASSWORD);
    await admin.getByRole('button', { name: 'Open menu' }).click();
    // The count is part of the link's name, after it: heard as "Messages, 1 unread".
    await admin
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: /^Messages\s*, 1 unread$/ })
      .waitFor();
    await screenshot(admin, 'unread-badge-phone');
    await admin
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: /Messages/ })
      .first()
      .click();
    await admin.waitForURL('**/messages');
    await admin.getByText('Welcome aboard!', { exact: false }).waitFor();
    await admin.getByText(MESSAGES_TEXTS.newFromAdmin).waitFor();
    await admin.getByRole('button', { name: 'thumbs up' }).click();
    const reply = admin.getByLabel('Write to the platform admin');
    await reply.fill('Thank you! How do we add the chat to our website?');
    await reply.press('Enter');
    await admin.getByRole('log', { name: 'Messages' }).getByText('How do we add the chat', { exact: false }).waitFor();
    await screenshot(admin, 'messages-phone');
    await adminContext.close();

    // The operator's 15-second refresh brings the reply; a reload shows it at once.
    await operator.reload();
    await operator.getByRole('log', { name: 'Messages' }).getByText('How do we add the chat', { exact: false }).waitFor();
    await operator.getByLabel('Reaction: thumbs up').waitFor();
    await screenshot(operator, 'operator-messages-desktop');
    expect(consoleErrors).toEqual([]);
  });
});

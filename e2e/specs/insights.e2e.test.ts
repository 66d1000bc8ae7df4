import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '@frontdesk/contracts/analytics';
import { AB_TEXTS } from '@frontdesk/contracts/experiments';
import { TEXTS } from '@frontdesk/contracts/texts';
import { api, companyAdmin, PASSWORD, type SignedIn } from '../support/api';
import { launchBrowser, screenshot, signedInPage, VIEWPORTS, watchProblems } from '../support/browser';
import { startServer } from '../support/server';
import { startSmtpServer } from '../../server/test/support/smtp';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let admin: SignedIn & { email: string };
let page: Page;
const consoleErrors: string[] = [];
const WELCOME_A = 'Welcome to Cedar Bakery! Ask us anything.';
const WELCOME_B = 'Planning a party? Ask about our custom cakes!';

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ smtpPort: smtp.port });
  browser = await launchBrowser();
  admin = await companyAdmin(server.url, smtp.received, 'Cedar Bakery');
  await api.post(
    server.url,
    '/api/company/info',
    { companyTitle: 'Parking', definition: 'Free parking behind the shop.' },
    admin.token,
  );
  page = await signedInPage(browser, server.url, admin.email, PASSWORD, consoleErrors);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

/** A visitor in a browser of their own (their own visitor id): opens the chat, asks, and leaves contact details. */
async function visitorChats(): Promise<string> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url });
  const visitor = await context.newPage();
  await watchProblems(visitor, consoleErrors);
  await visitor.goto(`/public-chat/${admin.user.companySlug}`);
  await visitor.getByPlaceholder(TEXTS.chat.placeholder).waitFor();
  const greeting = (await visitor.getByRole('log').first().textContent()) ?? '';
  await visitor.getByPlaceholder(TEXTS.chat.placeholder).fill('is there parking?');
  await visitor.getByRole('button', { name: TEXTS.chat.send }).click();
  await visitor.getByText('Free parking behind the shop.').first().waitFor();
  await visitor.getByRole('button', { name: 'Leave your contact details' }).click();
  const form = visitor.locator('section').filter({ has: visitor.getByRole('heading', { name: 'Leave your contact details' }) });
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('E-mail').fill('grace@example.com');
  await form.getByRole('button', { name: 'Send details' }).click();
  await visitor.getByText(TEXTS.chat.contactThanks).waitFor();
  await context.close();
  return greeting;
}

describe('insights', () => {
  it("counts a visitor's visit, session and lead on the Analytics page, at desktop and phone width", async () => {
    await visitorChats();
    const figures = await api.get<Analytics>(server.url, '/api/admin/analytics?range=7d', admin.token);
    expect(figures).toMatchObject({
      visits: 1,
      periodUsers: 1,
      chatVisitors: 1,
      leadsCapture: 1,
      chatConversionRate: 100,
      totalMessages: 1,
    });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('list', { name: 'Admin menu' }).getByRole('link', { name: 'Analytics', exact: true }).click();
    await page.waitForURL('**/analytics');
    await page.getByText('1 visitor who chatted, of 1 visit').waitFor();
    await page.getByRole('cell', { name: 'Grace' }).waitFor();
    await screenshot(page, 'analytics-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    // The charts follow the new width (ResizeObserver) without a reload.
    await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'analytics-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('runs an A/B test of the welcome message that visitors really see, and exports the report', async () => {
    await page.goto('/business-intelligence');
    await page.getByRole('cell', { name: 'Grace' }).first().waitFor();
    await page.getByRole('tab', { name: 'A/B Testing' }).click();
    await page.getByLabel('Test name').fill('Party greeting');
    await page.getByLabel('Welcome message A').fill(WELCOME_A);
    await page.getByLabel('Welcome message B').fill(WELCOME_B);
    await page.getByRole('button', { name: 'Start test' }).click();
    await page.getByText(AB_TEXTS.started).waitFor();

    const greeting = await visitorChats();
    expect([WELCOME_A, WELCOME_B].some((message) => greeting.includes(message))).toBe(true);
    await page.reload();
    await page.getByRole('tab', { name: 'A/B Testing' }).click();
    const card = page.getByRole('region', { name: 'A/B test Party greeting' });
    await card.getByText('Not enough data yet to compare the two messages.').waitFor();
    await screenshot(page, 'business-intelligence-ab-desktop');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('analytics-report.csv');
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    expect(csv.split('\n')[0]).toContain('Lead score');
    expect(csv).toContain('grace@example.com');

    await page.setViewportSize(VIEWPORTS.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'business-intelligence-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('answers a quick question in the business chat without a model', async () => {
    await page.goto('/business-chat');
    await page.getByRole('button', { name: 'Mobile vs desktop usage' }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByText(/100% on desktop/).waitFor();
    await log.getByRole('table', { name: /Devices/ }).waitFor();
    await page.setViewportSize(VIEWPORTS.phone);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'business-chat-phone');

    await page.goto('/advanced-analytics');
    await page.getByRole('tab', { name: 'Leads', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Grace' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'advanced-analytics-phone');
    expect(consoleErrors).toEqual([]);
  });
});

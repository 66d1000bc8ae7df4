import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@frontdesk/contracts/texts';
import { api, companyAdmin, PASSWORD, uniqueEmail, type SignedIn } from '../support/api';
import { launchBrowser, screenshot, signIn, VIEWPORTS } from '../support/browser';
import { startServer, SUPER_ADMIN } from '../support/server';
import { startSmtpServer } from '../../server/test/support/smtp';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let admin: SignedIn & { email: string };

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ smtpPort: smtp.port });
  browser = await launchBrowser();
  admin = await companyAdmin(server.url, smtp.received, 'Harbor Realty');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('navigation follows permissions', () => {
  it('shows an ordinary user only the entries their permissions allow', async () => {
    const staffEmail = uniqueEmail('staff');
    const created = await api.post<{ user: { id: string } }>(
      server.url,
      '/api/admin/create-user',
      { name: 'Sam', lastname: 'Staff', email: staffEmail, password: PASSWORD },
      admin.token,
    );
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: server.url });
    const page = await context.newPage();
    // The admin chose this password: the first sign-in asks for one of the user's own.
    await signIn(page, staffEmail, PASSWORD, '**/profile');
    await page.getByText(TEXTS.profile.choosePassword).waitFor();
    await screenshot(page, 'choose-password-desktop');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('sams-own-passphrase');
    await page.getByLabel('Confirm new password').fill('sams-own-passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText(TEXTS.profile.passwordChanged).waitFor();
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await mainNav(page).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await mainNav(page).getByRole('button', { name: /Admin/ }).count()).toBe(0);
    expect(await mainNav(page).getByRole('button', { name: /API/ }).count()).toBe(0);
    expect(await mainNav(page).getByRole('link', { name: 'Calendar' }).count()).toBe(0);
    await screenshot(page, 'nav-ordinary-user-desktop');

    await api.post(
      server.url,
      '/api/admin/set-permissions',
      { [created.user.id]: { 'company-setup': true, integration: true } },
      admin.token,
    );
    await page.reload();
    await mainNav(page).getByRole('button', { name: /Admin/ }).click();
    const menu = page.getByRole('list', { name: 'Admin menu' });
    await menu.getByRole('link', { name: 'Company Setup' }).waitFor();
    const entries = await menu.getByRole('link').allTextContents();
    expect(entries.map((entry) => entry.trim())).toEqual(['Company Setup', 'Integration']);
    await screenshot(page, 'nav-ordinary-user-granted-desktop');
    await context.close();
  });

  it('shows the company admin every entry of a page that exists', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, admin.email, PASSWORD);
    await mainNav(page).getByRole('button', { name: /API/ }).click();
    expect(await page.getByRole('list', { name: 'API menu' }).getByRole('link').allTextContents()).toEqual([
      'OpenAI Settings',
      'Business API',
      'GHL Calendar',
      'Google Integrations',
      'Voice Configuration',
    ]);
    await screenshot(page, 'nav-admin-api-menu-desktop');
    await page.mouse.click(5, 400);
    expect(await page.getByRole('list', { name: 'API menu' }).count()).toBe(0);
    // Every API entry opens a real page too.
    for (const href of ['/api-integrations', '/ghl-calendar', '/voice-config']) {
      await page.goto(href);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByText('Page not found').count(), href).toBe(0);
      await screenshot(page, `page${href.replace('/', '-')}-desktop`);
    }
    await mainNav(page).getByRole('button', { name: /Admin/ }).click();
    const adminEntries = page.getByRole('list', { name: 'Admin menu' }).getByRole('link');
    expect(await adminEntries.count()).toBe(12);
    // Every entry opens a real page, never "Page not found".
    for (const href of await adminEntries.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      await page.goto(href);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByText('Page not found').count(), href).toBe(0);
    }
    await context.close();
  });
});

describe('super admin', () => {
  it('lands in a company through the impersonation link, with the banner', async () => {
    const superAdmin = await api.post<{ token: string }>(server.url, '/api/super-admin/login', SUPER_ADMIN);
    for (const [viewport, name] of [
      [VIEWPORTS.desktop, 'impersonation-desktop'],
      [VIEWPORTS.phone, 'impersonation-phone'],
    ] as const) {
      // Each link opens the company once.
      const { url } = await api.post<{ url: string }>(
        server.url,
        `/api/super-admin/tenants/${admin.user.companyId}/impersonate`,
        {},
        superAdmin.token,
      );
      expect(url).toMatch(/^\/dashboard\?super_admin_token=/);
      const context = await browser.newContext({ viewport, baseURL: server.url });
      const page = await context.newPage();
      await page.goto(url);
      await page.getByText(TEXTS.superAdmin.bannerText).waitFor();
      await page.getByRole('heading', { name: TEXTS.dashboard.title }).waitFor();
      expect(new URL(page.url()).search).toBe('');
      // The visit belongs to this tab alone.
      expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await screenshot(page, name);
      await context.close();
    }
  });

  it('sends a bad impersonation token to the login page', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/dashboard?super_admin_token=not-a-real-token');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('signs in on its own page', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/super-admin-login');
    await screenshot(page, 'super-admin-login-desktop');
    await page.getByLabel('Email').fill(SUPER_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(SUPER_ADMIN.password);
    await page.getByRole('button', { name: /Sign in/ }).click();
    await page.waitForURL('**/super-admin-dashboard');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { isSuperAdmin?: boolean });
    expect(stored.isSuperAdmin).toBe(true);
    await context.close();
  });
});

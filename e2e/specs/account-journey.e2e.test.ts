import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_TEXTS } from '@frontdesk/contracts/onboarding';
import { TEXTS } from '@frontdesk/contracts/texts';
import { PASSWORD, uniqueEmail } from '../support/api';
import { launchBrowser, screenshot, VIEWPORTS } from '../support/browser';
import { startServer } from '../support/server';
import { startSmtpServer } from '../../server/test/support/smtp';
import { waitForLink } from '../support/smtp';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const alerts: string[] = [];
const email = uniqueEmail('owner');

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ smtpPort: smtp.port });
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: server.url });
  page = await context.newPage();
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('a new company signs up and signs in', () => {
  it('registers with the terms accepted in the modal', async () => {
    await page.goto('/register');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByLabel('Company name').fill('Analytical Engines');
    await page.getByText('General Business').click();
    await screenshot(page, 'register-desktop');
    await page.getByRole('button', { name: 'Read the terms' }).click();
    await expect.poll(() => page.getByRole('dialog').textContent()).toContain('Terms and Conditions');
    await screenshot(page, 'terms-modal-desktop');
    await page.getByRole('button', { name: 'Accept Terms' }).click();
    expect(await page.getByLabel('I accept the terms and conditions').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/login');
    // No browser alert: the sign-in page says where the link went, with the address filled in.
    expect(alerts).toEqual([]);
    await page.getByText(TEXTS.verifyEmail.checkInboxHint(email)).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await screenshot(page, 'check-inbox-desktop');
  });

  it('is refused before the e-mail is verified, and offers to send the link again', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(TEXTS.auth.emailNotVerified).waitFor();
    await page.getByRole('button', { name: TEXTS.verifyEmail.resend }).click();
    await page.getByText(TEXTS.verifyEmail.resent).waitFor();
  });

  it('verifies the e-mail from the link in the mail', async () => {
    const link = await waitForLink(smtp.received, email, '/verify-email/');
    expect(link.startsWith(`${server.url}/verify-email/`)).toBe(true);
    await page.goto(link);
    await page.getByText(TEXTS.verifyEmail.success).waitFor();
    await screenshot(page, 'verify-email-desktop');
    await page.waitForURL('**/login', { timeout: 10_000 });
    // The same link a second time: the account is verified, not "invalid or expired".
    await page.goto(link);
    await page.getByText(TEXTS.verifyEmail.alreadyVerified).waitFor();
    expect(await page.getByText(TEXTS.verifyEmail.invalidLink).count()).toBe(0);
    await page.goto('/login');
  });

  it('on a phone, shows a failed sign-in once, in view and focused, and drops it when a field changes', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const error = page.getByText(TEXTS.auth.invalidCredentials);
    await error.waitFor();
    expect(await error.count()).toBe(1);
    // Scrolled into view (smoothly, so it may take a moment) and focused, not the page body.
    await expect
      .poll(async () => {
        const box = await error.boundingBox();
        return box !== null && box.y >= 0 && box.y + box.height <= VIEWPORTS.phone.height;
      })
      .toBe(true);
    expect(
      await error.evaluate((node) => document.activeElement !== document.body && !!document.activeElement?.contains(node)),
    ).toBe(true);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    expect(await page.getByText(TEXTS.auth.invalidCredentials).count()).toBe(0);
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('signs in and sees the dashboard with the public chat link and QR code', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: TEXTS.dashboard.title }).waitFor();
    await page.getByText('Welcome back, Ada!').waitFor();
    const link = await page
      .getByText(/\/public-chat\/analytical-engines/)
      .first()
      .textContent();
    expect(link).toContain(`${server.url}/public-chat/analytical-engines`);
    const qr = page.getByRole('img', { name: /QR code/i });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await screenshot(page, 'dashboard-desktop');
  });

  it('ticks the getting-started checklist as the company does each step', async () => {
    const checklist = page.getByRole('list').filter({ hasText: ONBOARDING_TEXTS.knowledge.title });
    const done = (step: keyof typeof ONBOARDING_TEXTS) =>
      checklist.getByRole('listitem').filter({ hasText: ONBOARDING_TEXTS[step].title }).getByText('Done:').count();
    await checklist.waitFor();
    expect(await done('knowledge')).toBe(0);
    expect(await done('simulator')).toBe(0);
    expect(await done('shared')).toBe(0);

    await page.goto('/company-setup');
    await page.getByLabel('Title').first().fill('Opening hours');
    await page.getByLabel('Description').first().fill('We are open from 9 am to 5 pm on weekdays.');
    await page.getByRole('button', { name: TEXTS.actions.addInformation }).click();
    await page.getByText(TEXTS.companySetup.added).waitFor();

    await page.goto('/chat');
    await page.getByPlaceholder(TEXTS.chat.placeholder).fill('When are you open?');
    await page.getByRole('button', { name: TEXTS.chat.send }).click();
    await page
      .getByRole('log', { name: 'Conversation' })
      .getByText(/9 am to 5 pm/)
      .waitFor();

    // A visitor opens the public chat: the link was shared.
    const visitor = await browser.newContext({ baseURL: server.url });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/public-chat/analytical-engines');
    await visitorPage.getByPlaceholder(TEXTS.chat.placeholder).waitFor();
    await visitor.close();

    await page.goto('/dashboard');
    await checklist.waitFor();
    await expect.poll(() => done('knowledge')).toBe(1);
    expect(await done('simulator')).toBe(1);
    expect(await done('shared')).toBe(1);
    expect(await done('calendar')).toBe(0);
    await screenshot(page, 'dashboard-checklist-desktop');
  });

  it('opens the profile with the account details', async () => {
    await page.getByRole('link', { name: /Ada Lovelace/ }).click();
    await page.waitForURL('**/profile');
    expect(await page.getByLabel('Email').first().inputValue()).toBe(email);
    expect(await page.getByLabel('Role').inputValue()).toBe('Administrator');
    await screenshot(page, 'profile-desktop');
  });

  it('looks right on a phone, with the menu behind the hamburger', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: TEXTS.dashboard.title }).waitFor();
    await screenshot(page, 'dashboard-phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByText('Company Setup').waitFor();
    await screenshot(page, 'menu-phone');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.goto('/profile');
    await screenshot(page, 'profile-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('signs out to the login page, in every tab, and a protected page then asks to sign in', async () => {
    await page.goto('/dashboard');
    // A second tab of the same browser, left on another page.
    const otherTab = await context.newPage();
    await otherTab.goto('/company-setup');
    await otherTab.getByRole('heading', { name: 'Company Setup' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    // The other tab follows at once, rather than going on with a session that is gone.
    await otherTab.waitForURL('**/login');
    await otherTab.getByText(TEXTS.auth.sessionEnded).waitFor();
    await otherTab.close();
    await page.goto('/profile');
    await page.waitForURL('**/login');
  });
});

describe('password recovery', () => {
  it('resets the password from the mailed link', async () => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await screenshot(page, 'forgot-password-desktop');
    await page.getByRole('button', { name: /send/i }).click();
    await page.getByText(TEXTS.forgotPassword.sent).waitFor();
    const link = await waitForLink(smtp.received, email, '/reset-password/');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('brand-new-password-9');
    await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-password-9');
    await screenshot(page, 'reset-password-desktop');
    await page.getByRole('button', { name: /reset/i }).click();
    await page.getByText(TEXTS.resetPassword.success).waitFor();
    await page.waitForURL('**/login', { timeout: 10_000 });
    // The used link says so at once, without a form to fill first.
    await page.goto(link);
    await page.getByText(TEXTS.resetPassword.invalidLink).waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('brand-new-password-9');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
  });
});

describe('public pages on a phone', () => {
  it('renders login, register and forgot password at phone width', async () => {
    const phone = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url });
    const phonePage = await phone.newPage();
    for (const [path, name] of [
      ['/login', 'login-phone'],
      ['/register', 'register-phone'],
      ['/forgot-password', 'forgot-password-phone'],
      ['/super-admin-login', 'super-admin-login-phone'],
    ] as const) {
      await phonePage.goto(path);
      await phonePage.getByRole('heading').first().waitFor();
      const overflow = await phonePage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
      await screenshot(phonePage, name);
    }
    await page.goto('/login');
    await screenshot(page, 'login-desktop');
    await phone.close();
  });
});

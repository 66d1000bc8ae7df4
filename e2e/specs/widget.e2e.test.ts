import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, companyAdmin, type SignedIn } from '../support/api';
import { launchBrowser, screenshot, VIEWPORTS, watchProblems } from '../support/browser';
import { startServer } from '../support/server';
import { startSmtpServer } from '../../server/test/support/smtp';

// A company's own website, on another origin than Frontdesk, with CSS that would break any
// launcher it could reach.
const HOSTILE_CSS = `
  * { font-size: 40px !important; font-family: serif !important; box-sizing: content-box !important; }
  button { background: red !important; border-radius: 0 !important; width: 300px !important; color: yellow !important; }
  iframe { display: none !important; }
  frontdesk-chat { display: none !important; opacity: 0 !important; }
  div { position: static !important; }
`;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startServer>>;
let site: Server;
let siteUrl = '';
let browser: Browser;
let admin: SignedIn & { email: string };

const BRAND = {
  primary_color: '#0E7490',
  secondary_color: '#F59E0B',
  logo_url: '',
  company_name: 'Harbour Bakery',
  welcome_message: 'Hello from the bakery!',
  chat_position: 'bottom-left',
  chat_size: 'medium',
  allowed_domains: [] as string[],
};

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ smtpPort: smtp.port });
  browser = await launchBrowser();
  admin = await companyAdmin(server.url, smtp.received, 'Harbour Bakery');
  await api.post(
    server.url,
    '/api/company/info',
    { companyTitle: 'Opening hours', definition: 'We bake from 7am to 6pm, Monday to Saturday.' },
    admin.token,
  );
  await api.post(server.url, '/api/admin/brand-settings', BRAND, admin.token);
  site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html><head><style>${HOSTILE_CSS}</style></head>
      <body><h1>Harbour Bakery</h1><p>Fresh bread every morning.</p>
      <script src="${server.url}/widget.js" data-company="${admin.user.companySlug}" async></script></body></html>`);
  });
  await new Promise<void>((resolve) => site.listen(0, 'localhost', resolve));
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
  await server?.stop();
  await smtp?.close();
});

async function openSite(viewport: { width: number; height: number }): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  await watchProblems(page, problems);
  await page.goto(siteUrl);
  return { page, problems };
}

describe('the widget on a company website', () => {
  it('shows a launcher in the brand colour and position that the page CSS cannot touch, and answers in its chat', async () => {
    const { page, problems } = await openSite(VIEWPORTS.desktop);
    const launcher = page.getByRole('button', { name: 'Open chat with Harbour Bakery' });
    await launcher.waitFor();
    const look = await launcher.evaluate((button) => {
      const style = getComputedStyle(button);
      const box = button.getBoundingClientRect();
      return {
        background: style.backgroundColor,
        radius: style.borderRadius,
        width: box.width,
        left: box.left,
        bottomGap: innerHeight - box.bottom,
      };
    });
    expect(look).toEqual({ background: 'rgb(14, 116, 144)', radius: '50%', width: 60, left: 20, bottomGap: 20 });
    await screenshot(page, 'widget-closed-desktop');

    await launcher.click();
    const chat = page.frameLocator('iframe[title="Chat with Harbour Bakery"]');
    await chat.getByText('Hello from the bakery!').waitFor();
    await chat.getByLabel('Message').fill('When are you open?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await chat.getByText(/7am to 6pm/).waitFor();
    // Beside the page, the chat leaves it in use.
    expect(await page.locator('[inert]').count()).toBe(0);
    await screenshot(page, 'widget-open-desktop');

    // A question it cannot answer brings the contact form, below the answer, which stays in view.
    await chat.getByLabel('Message').fill('Can you deliver a wedding cake to Boston?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await chat.getByRole('heading', { name: 'Leave your contact details' }).waitFor();
    const answerTopInView = async () =>
      chat.getByRole('log', { name: 'Conversation' }).evaluate((log) => {
        const answers = log.querySelectorAll('[data-role="assistant"]');
        const answer = answers[answers.length - 1];
        if (!answer) return false;
        const top = answer.getBoundingClientRect().top;
        const box = log.getBoundingClientRect();
        return top >= box.top && top < box.bottom;
      });
    await expect.poll(answerTopInView).toBe(true);
    await screenshot(page, 'widget-contact-form-desktop');

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open chat with Harbour Bakery' }).waitFor();
    expect(await page.locator('iframe').isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });

  it('takes a keyboard user into the message box when opened, and back to the launcher when closed', async () => {
    const { page, problems } = await openSite(VIEWPORTS.desktop);
    const launcher = page.getByRole('button', { name: 'Open chat with Harbour Bakery' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const chat = page.frameLocator('iframe[title="Chat with Harbour Bakery"]');
    const box = chat.getByLabel('Message');
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('Hello');
    expect(await box.inputValue()).toBe('Hello');

    await page.keyboard.press('Escape');
    await expect.poll(() => launcher.evaluate((button) => button.matches(':focus'))).toBe(true);
    // Opened again, the frame is already there: the box gets the keys again.
    await page.keyboard.press('Enter');
    await expect.poll(() => box.evaluate((input) => input === document.activeElement && document.hasFocus())).toBe(true);
    await page.keyboard.type(' again');
    expect(await box.inputValue()).toBe('Hello again');
    expect(problems).toEqual([]);
  });

  it('opens full screen on a phone, and closes from inside the chat', async () => {
    const { page, problems } = await openSite(VIEWPORTS.phone);
    await page.getByRole('button', { name: 'Open chat with Harbour Bakery' }).click();
    const frame = page.locator('iframe[title="Chat with Harbour Bakery"]');
    await frame.waitFor();
    const box = await frame.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: VIEWPORTS.phone.width, height: VIEWPORTS.phone.height });
    // Covering the page, it is a modal dialog to a screen reader, and the page under it is out of
    // reach of Tab until the chat closes.
    expect(await page.getByRole('dialog', { name: 'Chat with Harbour Bakery' }).getAttribute('aria-modal')).toBe('true');
    expect(await page.locator('h1').evaluate((heading) => heading.closest('[inert]') !== null)).toBe(true);
    // What the site adds while the chat is open (a cookie banner) is out of reach too.
    await page.evaluate(() => {
      const banner = document.createElement('div');
      banner.id = 'late-banner';
      banner.innerHTML = '<button type="button">Accept cookies</button>';
      document.body.append(banner);
    });
    await expect.poll(() => page.locator('#late-banner').evaluate((banner) => banner.hasAttribute('inert'))).toBe(true);
    const chat = page.frameLocator('iframe[title="Chat with Harbour Bakery"]');
    await chat.getByText('Hello from the bakery!').waitFor();
    // The conversation fills the screen: its message box sits at the bottom.
    const input = await chat.getByLabel('Message').boundingBox();
    expect(input?.y ?? 0).toBeGreaterThan(VIEWPORTS.phone.height - 120);
    await screenshot(page, 'widget-open-phone');
    await chat.getByRole('button', { name: 'Close the chat' }).click();
    await page.getByRole('button', { name: 'Open chat with Harbour Bakery' }).waitFor();
    expect(await page.locator('[inert]').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("keeps the conversation from one page of the site to the next, though the browser keeps the site's frames from storage", async () => {
    const { page, problems } = await openSite(VIEWPORTS.phone);
    const chat = page.frameLocator('iframe[title="Chat with Harbour Bakery"]');
    await page.getByRole('button', { name: 'Open chat with Harbour Bakery' }).click();
    // Chromium keeps a frame of another site (Frontdesk, here) away from storage: nothing can keep
    // the conversation inside the frame.
    const frameStorage = await chat.locator('body').evaluate(() => {
      try {
        return typeof window.sessionStorage.getItem('x');
      } catch {
        return 'blocked';
      }
    });
    expect(frameStorage).toBe('blocked');
    await chat.getByLabel('Message').fill('When are you open?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await chat.getByText(/7am to 6pm/).waitFor();

    await page.goto(`${siteUrl}/our-bread`);
    await page.getByRole('button', { name: 'Open chat with Harbour Bakery' }).click();
    await chat.getByText(/7am to 6pm/).waitFor();
    expect(await chat.getByText('When are you open?').count()).toBe(1);
    // And it goes on: the next question is asked in the same conversation.
    await chat.getByLabel('Message').fill('Do you bake on Sunday?');
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => chat.locator('[data-role="assistant"]').count()).toBeGreaterThanOrEqual(2);
    expect(problems).toEqual([]);
  });

  it('opens on a site the company listed, whatever port the site runs on', async () => {
    await api.post(server.url, '/api/admin/brand-settings', { ...BRAND, allowed_domains: ['localhost'] }, admin.token);
    try {
      const { page, problems } = await openSite(VIEWPORTS.desktop);
      await page.getByRole('button', { name: 'Open chat with Harbour Bakery' }).click();
      await page.frameLocator('iframe[title="Chat with Harbour Bakery"]').getByText('Hello from the bakery!').waitFor();
      expect(problems).toEqual([]);
    } finally {
      await api.post(server.url, '/api/admin/brand-settings', BRAND, admin.token);
    }
  });
});

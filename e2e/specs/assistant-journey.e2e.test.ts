import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CHAT_USERS_TEXTS } from '@frontdesk/contracts/public-chat-users';
import { TEXTS } from '@frontdesk/contracts/texts';
import { api, companyAdmin, PASSWORD, type SignedIn } from '../support/api';
import { launchBrowser, screenshot, signIn, VIEWPORTS } from '../support/browser';
import { startServer } from '../support/server';
import { startSmtpServer } from '../../server/test/support/smtp';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let admin: SignedIn & { email: string };
let adminPage: Page;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ smtpPort: smtp.port });
  browser = await launchBrowser();
  admin = await companyAdmin(server.url, smtp.received, 'Golden Crust Bakery');
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: server.url });
  adminPage = await context.newPage();
  await signIn(adminPage, admin.email, PASSWORD);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('a company teaches its assistant and a visitor asks', () => {
  it('adds knowledge on Company Setup', async () => {
    await adminPage.goto('/company-setup');
    await adminPage.getByText(TEXTS.companySetup.empty).waitFor();
    const entries: [string, string][] = [
      ['Parking', 'Free parking is available behind the bakery on Elm Street, next to the pharmacy.'],
      ['Opening hours', 'We are open Monday to Saturday from 7am to 6pm and closed on Sundays.'],
      // A long address with nowhere to break: the page must still fit a phone (checked below).
      [
        'Allergens',
        'Every allergen is listed at https://harbourbakery.example/allergens/breadscakespastriesandseasonalspecialsfulllistwitheveryingredient.pdf',
      ],
    ];
    for (const [title, description] of entries) {
      await adminPage.getByLabel('Title').fill(title);
      await adminPage.getByLabel('Description').fill(description);
      await adminPage.getByRole('button', { name: 'Add Information' }).click();
      await adminPage.getByRole('button', { name: `Delete ${title}` }).waitFor();
    }
    await adminPage.getByText(TEXTS.companySetup.added).first().waitFor();
    await screenshot(adminPage, 'company-setup-desktop');
  });

  it('answers a visitor on the public page, streaming, and takes their details', async () => {
    const visitorContext = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/public-chat/${admin.user.companySlug}`);
    await visitor.getByText('Golden Crust Bakery').first().waitFor();
    await visitor.getByText('Welcome! How can I help you today?').waitFor();
    await visitor.getByText(`${TEXTS.chat.poweredBy} Frontdesk`).waitFor();

    // Count the reply's text growing in the page while it streams.
    await visitor.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { lengths: number[] }).lengths = seen;
      new MutationObserver(() =>
        seen.push(document.querySelector('[aria-label="Conversation"]')?.textContent?.length ?? 0),
      ).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await visitor.getByPlaceholder(TEXTS.chat.placeholder).fill('hey, is there parking nearby?');
    await visitor.getByRole('button', { name: TEXTS.chat.send }).click();
    await visitor.getByText(/Elm Street/).waitFor();
    const lengths = await visitor.evaluate(() => (window as unknown as { lengths: number[] }).lengths);
    expect(new Set(lengths).size, 'the answer appeared in several steps').toBeGreaterThan(3);
    await screenshot(visitor, 'public-chat-answer-phone');

    await visitor.getByPlaceholder(TEXTS.chat.placeholder).fill('Can you deliver a wedding cake to Boston?');
    await visitor.getByRole('button', { name: TEXTS.chat.send }).click();
    const form = visitor.locator('section').filter({ has: visitor.getByRole('heading', { name: 'Leave your contact details' }) });
    await form.waitFor();
    expect(await visitor.getByText(/Elm Street/).count()).toBe(1);
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('E-mail').fill('grace@example.com');
    await form.getByLabel('Phone').fill('+1 555 0100');
    await screenshot(visitor, 'public-chat-contact-phone');
    await form.getByRole('button', { name: 'Send details' }).click();
    await visitor.getByText(TEXTS.chat.contactThanks).waitFor();

    // A question it cannot answer names the topics near it; tapping one asks about it.
    await visitor.getByPlaceholder(TEXTS.chat.placeholder).fill('is there valet parking?');
    await visitor.getByRole('button', { name: TEXTS.chat.send }).click();
    const topics = visitor.getByRole('list', { name: TEXTS.chat.relatedTopics });
    await topics.waitFor();
    expect(await visitor.getByText(/Elm Street/).count()).toBe(1);
    await screenshot(visitor, 'public-chat-related-topics-phone');
    await topics.getByRole('button', { name: 'Parking' }).click();
    await expect.poll(() => visitor.getByText(/Elm Street/).count()).toBe(2);
    expect(await topics.count()).toBe(0);

    // A longer conversation on the phone: the list scrolls, the page and its header stay put.
    const typing = () =>
      visitor.locator('[aria-busy="true"], [aria-label="Conversation"] >> text=The assistant is typing…').count();
    for (const question of ['What are your opening hours?', 'Do you bake sourdough?', 'Is there parking?', 'Do you deliver?']) {
      const answers = await visitor.locator('[data-role="assistant"]').count();
      await visitor.getByPlaceholder(TEXTS.chat.placeholder).fill(question);
      await visitor.getByRole('button', { name: TEXTS.chat.send }).click();
      await expect.poll(() => visitor.locator('[data-role="assistant"]').count()).toBeGreaterThan(answers);
      await expect.poll(typing).toBe(0);
    }
    const page = await visitor.evaluate(() => ({
      scrolls: document.documentElement.scrollHeight - window.innerHeight,
      headerTop: document.querySelector('header')?.getBoundingClientRect().top ?? -1,
    }));
    expect(page.scrolls, 'the page itself scrolls on a phone').toBeLessThanOrEqual(0);
    expect(page.headerTop).toBe(0);
    await screenshot(visitor, 'public-chat-long-phone');
    await visitorContext.close();
  });

  it('shows the answer that was being written when the visitor reloaded the page', async () => {
    // A long answer: the built-in responder writes it word by word for about three seconds.
    const cakes = Array.from({ length: 60 }, (_, i) => `cake number ${i + 1}`).join(', ');
    await api.post(
      server.url,
      '/api/company/info',
      { companyTitle: 'Cakes', definition: `We bake ${cakes} and lemon drizzle.` },
      admin.token,
    );
    const visitorContext = await browser.newContext({ viewport: VIEWPORTS.phone, baseURL: server.url });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/public-chat/${admin.user.companySlug}`);
    const ask = async (question: string) => {
      await visitor.getByPlaceholder(TEXTS.chat.placeholder).fill(question);
      await visitor.getByRole('button', { name: TEXTS.chat.send, exact: true }).click();
    };
    await ask('is there parking?');
    await visitor.getByText(/Elm Street/).waitFor();
    await ask('which cakes do you bake?');
    await visitor.getByText(/cake number 1,/).waitFor();
    expect(await visitor.getByText(/and lemon drizzle/).count()).toBe(0);
    // Mid-answer: the page's request ends, the server writes the answer to the end and stores it.
    await visitor.reload();
    await visitor.getByText('which cakes do you bake?').waitFor();
    await visitor.getByText(/cake number 60 and lemon drizzle/).waitFor();
    expect(await visitor.getByText(/Elm Street/).count()).toBe(1);
    expect(await visitor.getByText(TEXTS.chat.apology).count()).toBe(0);
    await screenshot(visitor, 'public-chat-reloaded-phone');
    await visitorContext.close();
  });

  it('finds the lead with its summary on Public Chat Users', async () => {
    await adminPage.goto('/public-chat-users');
    await adminPage.getByText('grace@example.com').first().waitFor();
    await adminPage
      .getByText(/wedding cake/)
      .first()
      .waitFor();
    await adminPage.getByText('Total: 1 user').waitFor();
    await screenshot(adminPage, 'public-chat-users-desktop');
    // Searched on the server: words of the conversation find her, a stranger's name finds nobody.
    const search = adminPage.getByLabel(PUBLIC_CHAT_USERS_TEXTS.searchLabel);
    await search.fill('wedding');
    await adminPage.getByText(`Total: 1 user · ${PUBLIC_CHAT_USERS_TEXTS.matching(1, 1)}`).waitFor();
    await search.fill('nobody-like-this');
    await adminPage.getByText(PUBLIC_CHAT_USERS_TEXTS.noMatches('nobody-like-this')).waitFor();
    await adminPage.getByRole('button', { name: PUBLIC_CHAT_USERS_TEXTS.clearSearch }).click();
    await adminPage.getByText('grace@example.com').first().waitFor();
  });

  it('tries the assistant in the simulator and shows the prompt and AI settings pages', async () => {
    await adminPage.goto('/chat');
    await adminPage.getByPlaceholder(TEXTS.chat.placeholder).fill('when are you open?');
    await adminPage.getByRole('button', { name: TEXTS.chat.send }).click();
    await adminPage
      .getByText(/Saturday/)
      .first()
      .waitFor();
    await screenshot(adminPage, 'simulator-desktop');
    await adminPage.goto('/custom-prompt');
    await adminPage.getByText('Prompt Rules Configuration').first().waitFor();
    await screenshot(adminPage, 'custom-prompt-desktop');
    await adminPage.goto('/openai-settings');
    await adminPage
      .getByText(/Test Connection/)
      .first()
      .waitFor();
    await screenshot(adminPage, 'openai-settings-desktop');
    await adminPage.setViewportSize(VIEWPORTS.phone);
    for (const [path, name] of [
      ['/company-setup', 'company-setup-phone'],
      ['/custom-prompt', 'custom-prompt-phone'],
      ['/openai-settings', 'openai-settings-phone'],
      ['/public-chat-users', 'public-chat-users-phone'],
    ] as const) {
      await adminPage.goto(path);
      await adminPage.getByRole('heading').first().waitFor();
      const overflow = await adminPage.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
      await screenshot(adminPage, name);
    }
  });
});

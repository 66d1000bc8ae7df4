import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, companyAdmin, PASSWORD, type SignedIn } from '../support/api';
import { launchBrowser, signIn, watchProblems } from '../support/browser';
import { startServer } from '../support/server';
import { startSmtpServer } from '../../server/test/support/smtp';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let admin: SignedIn & { email: string };
// The widths the first-hour review used: a laptop and a current phone.
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;
const pages: Record<keyof typeof VIEWPORTS, Page | undefined> = { desktop: undefined, phone: undefined };
const consoleErrors: Record<keyof typeof VIEWPORTS, string[]> = { desktop: [], phone: [] };

/** Every page of the company workspace, and the visitor's chat; each is checked at both widths. */
const SIGNED_IN_PAGES = [
  '/dashboard',
  '/calendar',
  '/messages',
  '/company-setup',
  '/custom-prompt',
  '/billing',
  '/admin',
  '/integration',
  '/statistics',
  '/analytics',
  '/api-usage',
  '/business-intelligence',
  '/advanced-analytics',
  '/business-chat',
  '/chat',
  '/public-chat-users',
  '/openai-settings',
  '/api-integrations',
  '/ghl-calendar',
  '/google-integrations',
  '/voice-config',
  '/profile',
  '/settings',
];

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; html: string; failureSummary?: string }[];
};

/**
 * What is wrong with the page as it is now: axe-core's serious and critical violations, a page
 * wider than the screen, and errors in the console since the last check.
 */
async function problems(page: Page, errors: string[]): Promise<string[]> {
  const wider = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  return [...(await seriousViolations(page)), ...(wider ? ['the page scrolls sideways'] : []), ...errors.splice(0)];
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => `${node.html.slice(0, 160)} ${node.failureSummary ?? ''}`).join(' | ')}`,
    );
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ smtpPort: smtp.port });
  browser = await launchBrowser();
  admin = await companyAdmin(server.url, smtp.received, 'Linden Physio');
  await api.post(
    server.url,
    '/api/company/info',
    { companyTitle: 'Parking', definition: 'Free parking at the back.' },
    admin.token,
  );
  for (const size of ['desktop', 'phone'] as const) {
    const context = await browser.newContext({ viewport: VIEWPORTS[size], baseURL: server.url });
    const page = await context.newPage();
    await watchProblems(page, consoleErrors[size]);
    await signIn(page, admin.email, PASSWORD);
    pages[size] = page;
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe.each(['desktop', 'phone'] as const)('at %s width: axe-core, overflow, console', (size) => {
  it.each(SIGNED_IN_PAGES)(
    '%s has no serious or critical violation, no sideways scroll, no console error, on any of its tabs',
    async (path) => {
      const page = pages[size] as Page;
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Pages load their data after the heading; wait until nothing is loading.
      await page.waitForFunction(() => !document.querySelector('[role="status"][aria-busy="true"], .animate-spin'));
      const found = await problems(page, consoleErrors[size]);
      // A page's other tabs hold forms of their own (Calendar Settings was wider than a phone).
      for (const tab of await page.getByRole('tab').all()) {
        const name = await tab.innerText();
        await tab.click();
        await page.waitForFunction(() => !document.querySelector('[role="status"][aria-busy="true"], .animate-spin'));
        found.push(...(await problems(page, consoleErrors[size])).map((problem) => `${name} tab: ${problem}`));
      }
      expect(found, found.join('\n')).toEqual([]);
    },
  );

  it.each(['/login', '/register', '/forgot-password', `/public-chat/SLUG`])(
    'finds no serious or critical violation on %s',
    async (path) => {
      const context = await browser.newContext({ viewport: VIEWPORTS[size], baseURL: server.url });
      const page = await context.newPage();
      await page.goto(path.replace('SLUG', admin.user.companySlug));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForFunction(() => !document.querySelector('.animate-spin'));
      const violations = await seriousViolations(page);
      expect(violations, violations.join('\n')).toEqual([]);
      await context.close();
    },
  );
});

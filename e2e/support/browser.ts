import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const artifactsDir = path.resolve(fileURLToPath(new URL('../artifacts', import.meta.url)));

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } } as const;

/** Debian's Chromium, headless, with the flags this closed network needs, and any the test adds. */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
  // A missing element should fail a step in seconds, not wait out the whole test.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(10_000);
    return context;
  };
  return browser;
}

/** Saves a full-page screenshot under e2e/artifacts (kept by CI, not committed). */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });
}

/** Signs in on the company sign-in page and waits for where the product sends the user. */
export async function signIn(page: Page, email: string, password: string, lands = '**/dashboard'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(lands);
}

/**
 * Collects what a page reports going wrong into `problems`: its console errors (Playwright passes
 * the browser's own logged errors on as those too), uncaught errors, and the warnings the browser
 * itself logs for it (a message a frame could not be sent, say), which reach no console event.
 */
export async function watchProblems(page: Page, problems: string[]): Promise<void> {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  const log = await page.context().newCDPSession(page);
  log.on('Log.entryAdded', ({ entry }) => {
    if (entry.level === 'warning') problems.push(entry.text);
  });
  await log.send('Log.enable');
}

/** A desktop page of a fresh context, signed in; what the page reports going wrong is collected into `errors`. */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  email: string,
  password: string,
  errors: string[],
): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, baseURL });
  const page = await context.newPage();
  await watchProblems(page, errors);
  await signIn(page, email, password);
  return page;
}

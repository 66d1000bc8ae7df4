import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TEXTS, CALENDAR_DEFAULTS, CALENDAR_TEXTS } from '@frontdesk/contracts/calendar';
import { api, companyAdmin, PASSWORD, type SignedIn } from '../support/api';
import { launchBrowser, screenshot, signedInPage, VIEWPORTS } from '../support/browser';
import { startServer } from '../support/server';
import { startSmtpServer } from '../../server/test/support/smtp';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;
let admin: SignedIn & { email: string };
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  // The company's own mail server is this test's SMTP server, on loopback.
  server = await startServer({ smtpPort: smtp.port, env: { OUTBOUND_ALLOWED_PRIVATE: '127.0.0.1' } });
  browser = await launchBrowser();
  admin = await companyAdmin(server.url, smtp.received, 'Hilltop Dental');
  page = await signedInPage(browser, server.url, admin.email, PASSWORD, consoleErrors);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe('the calendar', () => {
  it('schedules an appointment from a free slot', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
    await page.waitForURL('**/calendar');
    await page.getByRole('note', { name: 'Base Calendar System' }).getByText('0 appointments', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    // The company's calendar zone (the default until it sets one), whatever the browser's.
    const zone = CALENDAR_DEFAULTS.timezone;
    await page.getByText(CALENDAR_TEXTS.timesIn(zone), { exact: true }).first().waitFor();
    // Click the day column level with the gutter's 10 AM label, as a person would.
    const label = page.locator('.rbc-time-gutter').getByText('10 AM', { exact: true });
    await label.scrollIntoViewIfNeeded();
    const row = await label.boundingBox();
    const column = await page.locator('.rbc-day-slot').first().boundingBox();
    if (!row || !column) throw new Error('The day view did not render');
    await page.mouse.click(column.x + column.width / 2, row.y + row.height / 2);
    const dialog = page.getByRole('dialog', { name: 'Schedule New Appointment' });
    expect(await dialog.getByLabel('Time').inputValue()).toBe('10:00');
    await dialog.getByRole('button', { name: 'Create Appointment' }).click();
    await dialog.getByText(CALENDAR_TEXTS.fillClient).waitFor();
    await dialog.getByLabel('Client Name *').fill('Grace Hopper');
    await dialog.getByLabel('Email *').fill('grace@example.com');
    await dialog.getByLabel('Notes').fill('First visit');
    await screenshot(page, 'calendar-create-desktop');
    await dialog.getByRole('button', { name: 'Create Appointment' }).click();
    await page.locator('.rbc-event', { hasText: 'Grace Hopper' }).waitFor();
    await page.getByRole('note', { name: 'Base Calendar System' }).getByText('1 appointment', { exact: false }).waitFor();
    const stored = await api.get<{ appointments: { start_time: string; end_time: string; status: string }[] }>(
      server.url,
      '/api/company/appointments',
      admin.token,
    );
    expect(stored.appointments).toHaveLength(1);
    expect(stored.appointments[0]?.status).toBe('confirmed');
    const start = new Date(stored.appointments[0]?.start_time ?? '');
    expect(new Date(stored.appointments[0]?.end_time ?? '').getTime() - start.getTime()).toBe(30 * 60_000);
    // 10:00 on the company's clock, not the browser's.
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(start)).toBe('10:00');
  });

  it('takes a booking from a visitor in the public chat, with a confirmation mail from the company', async () => {
    await api.post(
      server.url,
      '/api/v1/email-config',
      {
        smtpHost: '127.0.0.1',
        smtpPort: String(smtp.port),
        smtpUser: 'bookings@hilltop.example',
        smtpPassword: 'any-password',
        senderEmail: 'bookings@hilltop.example',
        senderName: 'Hilltop Dental',
      },
      admin.token,
    );
    const visitor = await browser.newPage({ baseURL: server.url, viewport: VIEWPORTS.phone });
    await visitor.goto(`/public-chat/${admin.user.companySlug}`);
    await visitor.getByRole('button', { name: 'Book an appointment' }).click();
    const card = visitor.getByRole('region', { name: 'Book an appointment' });
    const firstTime = card.getByRole('list').first().getByRole('button').first();
    await firstTime.waitFor();
    await screenshot(visitor, 'chat-booking-times-phone');
    await firstTime.click();
    await card.getByLabel('Name').fill('Ada Lovelace');
    await card.getByLabel('E-mail').fill('ada@example.com');
    await card.getByRole('button', { name: 'Book this time' }).click();
    // The company sends confirmations, so the chat says one is coming, beside the link to change it.
    await visitor.getByText(BOOKING_TEXTS.confirmationMailed, { exact: false }).waitFor();
    await visitor.getByRole('link', { name: BOOKING_TEXTS.manageLink }).waitFor();
    await screenshot(visitor, 'chat-booking-done-phone');

    // The confirmation, with its invitation and the visitor's own link, from the company's server.
    const mail = await smtp.waitFor((received) => received.to.includes('ada@example.com'));
    expect(mail.raw).toContain('text/calendar');
    const link = /\/booking\/[A-Za-z0-9._-]+/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[0];
    expect(link).toBeTruthy();
    await visitor.goto(link ?? '');
    await visitor.getByRole('heading', { name: 'Your appointment with Hilltop Dental' }).waitFor();
    await screenshot(visitor, 'booking-page-phone');
    await visitor.close();

    await page.reload();
    await page.getByRole('button', { name: 'Month', exact: true }).waitFor();
    const upcoming = await api.get<{ appointments: { client_name: string; created_source: string }[] }>(
      server.url,
      '/api/company/appointments',
      admin.token,
    );
    expect(upcoming.appointments.find((entry) => entry.client_name === 'Ada Lovelace')?.created_source).toBe('chat');
  });

  it('edits and deletes it', async () => {
    await page.locator('.rbc-event', { hasText: 'Grace Hopper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Appointment' });
    await dialog.getByText('Local').waitFor();
    await dialog.getByLabel('Title').fill('Cleaning');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText(CALENDAR_TEXTS.updated).waitFor();
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await screenshot(page, 'calendar-month-desktop');

    await page.locator('.rbc-event', { hasText: 'Grace Hopper' }).click();
    await page.getByRole('dialog', { name: 'Edit Appointment' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete appointment' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText(CALENDAR_TEXTS.deleted).waitFor();
    expect(await page.locator('.rbc-event', { hasText: 'Grace Hopper' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it("shows a week's days whole on a phone", async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    const headers = page.locator('.rbc-time-header-cell .rbc-header');
    await headers.first().waitFor();
    // Each day's header, "24" over "Tue", fits its column of about 40 px: none is cut.
    const cut = await headers.evaluateAll((cells) =>
      cells
        .filter((cell) => cell.scrollHeight > cell.clientHeight || cell.scrollWidth > cell.clientWidth)
        .map((cell) => cell.textContent),
    );
    expect(await headers.count()).toBe(7);
    expect(cut).toEqual([]);
    await screenshot(page, 'calendar-week-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
  });
});

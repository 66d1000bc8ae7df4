import { afterAll, beforeAll, expect, it } from 'vitest';
import { CALENDAR_DEFAULTS, type Slot } from '@frontdesk/contracts/calendar';
import { sendAs, signUpCompany, uniqueIp } from '../../support/accounts';
import { startSmtpServer, type SmtpTestServer } from '../../support/smtp';
import { createTestApp, queueSettled, type TestContext } from '../../support/test-app';
import { linesStream } from '../../support/log-lines';

// Without OUTBOUND_ALLOWED_PRIVATE the company's SMTP host 127.0.0.1 is a refused private address.
let ctx: TestContext;
let smtp: SmtpTestServer;
let slug = '';
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer({ credentials: { user: 'bookings', pass: 'smtp-secret-passphrase' } });
  const logStream = linesStream(logLines);
  ctx = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream });
  const owner = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
  slug = owner.user.companySlug ?? '';
  await sendAs(ctx, owner.token, 'POST', '/api/company/calendar-config', {
    ...CALENDAR_DEFAULTS,
    slot_duration: 60,
    buffer_time: 0,
  });
  const saved = await sendAs(ctx, owner.token, 'POST', '/api/v1/email-config', {
    smtpHost: '127.0.0.1',
    smtpPort: String(smtp.port),
    smtpUser: 'bookings',
    smtpPassword: 'smtp-secret-passphrase',
    senderEmail: 'bookings@hilltop.example',
    senderName: 'Hilltop Dental',
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

it('books, sends nothing to a private SMTP host, does not retry, and logs why', async () => {
  const { slots } = (
    await ctx.app.inject({ method: 'GET', url: `/api/public-chat/availability/${slug}?from=2030-03-04&days=1` })
  ).json<{
    slots: Slot[];
  }>();
  const booked = await ctx.app.inject({
    method: 'POST',
    url: `/api/public-chat/appointments/${slug}`,
    payload: { start_time: slots[0]?.start, name: 'Grace Hopper', email: 'grace@example.com' },
    remoteAddress: uniqueIp(),
  });
  expect(booked.statusCode).toBe(201);
  await queueSettled(ctx.database);
  const jobs = await ctx.database.executeSql(`select state, retry_count from pgboss.job where name = 'booking-mail'`);
  expect(jobs.rows).toEqual([
    { state: 'completed', retry_count: 0 },
    { state: 'completed', retry_count: 0 },
  ]);
  expect(smtp.received).toHaveLength(0);
  expect(logLines.filter((line) => line.includes('SMTP host is a private address'))).toHaveLength(2);
});

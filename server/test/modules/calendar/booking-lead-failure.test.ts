import { afterAll, beforeAll, expect, it } from 'vitest';
import { CALENDAR_DEFAULTS, type Appointment, type Slot } from '@frontdesk/contracts/calendar';
import { getAs, sendAs, signUpCompany, uniqueIp } from '../../support/accounts';
import { linesStream } from '../../support/log-lines';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
const logLines: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream: linesStream(logLines) });
  owner = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
  await sendAs(ctx, owner.token, 'POST', '/api/company/calendar-config', {
    ...CALENDAR_DEFAULTS,
    slot_duration: 60,
    buffer_time: 0,
  });
  // The database refuses this booker's lead: a failure after the appointment is stored.
  await ctx.database.executeSql(`alter table chat_leads add constraint refuses_eve check (email <> 'eve@example.com')`);
});
afterAll(async () => {
  await ctx.close();
});

it('keeps a booking that stands when its lead cannot be stored, and logs why', async () => {
  const slug = owner.user.companySlug ?? '';
  const free = await ctx.app.inject({ method: 'GET', url: `/api/public-chat/availability/${slug}?from=2030-04-01&days=1` });
  const [slot] = free.json<{ slots: Slot[] }>().slots;
  const booked = await ctx.app.inject({
    method: 'POST',
    url: `/api/public-chat/appointments/${slug}`,
    payload: { start_time: slot?.start, name: 'Eve', email: 'eve@example.com' },
    remoteAddress: uniqueIp(),
  });
  expect(booked.statusCode, booked.body).toBe(201);

  const calendar = await getAs(ctx, owner.token, '/api/company/appointments');
  const stored = calendar.json<{ appointments: Appointment[] }>().appointments;
  expect(stored.map((appointment) => appointment.client_email)).toEqual(['eve@example.com']);
  const logged = logLines.filter((line) => line.includes('stored, but what follows it was not'));
  expect(logged).toHaveLength(1);
  expect(logged[0]).toContain('"what":"lead"');
  // The refused row's details (the visitor's address) stay out of the log.
  expect(logged[0]).not.toContain('eve@example.com');
});

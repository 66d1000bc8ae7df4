import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TEXTS, CALENDAR_DEFAULTS, type Slot } from '@frontdesk/contracts/calendar';
import { TEXTS } from '@frontdesk/contracts/texts';
import { errorOf, sendAs, signUpCompany, superAdminToken } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
  await sendAs(ctx, owner.token, 'POST', '/api/company/calendar-config', {
    ...CALENDAR_DEFAULTS,
    slot_duration: 60,
    buffer_time: 0,
  });
});
afterAll(() => ctx.close());

const slug = () => owner.user.companySlug ?? '';
const availability = (query: string, origin?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/public-chat/availability/${slug()}?${query}`, headers: origin ? { origin } : {} });

describe('GET /api/public-chat/availability/{slug}', () => {
  it("offers the free slots of the company's calendar to anyone, without the booked ones", async () => {
    const before = (await availability('from=2030-03-04&days=1')).json<{ timezone: string; slots: Slot[] }>();
    expect(before.timezone).toBe('America/Chicago');
    expect(before.slots).toHaveLength(8);
    const booked = await sendAs(ctx, owner.token, 'POST', '/api/company/appointments', {
      client_name: 'Grace Hopper',
      client_email: 'grace@example.com',
      start_time: '2030-03-04T15:00:00.000Z',
      end_time: '2030-03-04T16:00:00.000Z',
    });
    expect(booked.statusCode).toBe(201);
    const after = (await availability('from=2030-03-04&days=1')).json<{ slots: Slot[] }>().slots;
    expect(after).toHaveLength(7);
    expect(after.map((slot) => slot.start)).not.toContain('2030-03-04T15:00:00.000Z');
  });

  it("starts at the company's today when no day is asked: a visitor's own today may be a day ahead or behind", async () => {
    const companyToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const unasked = await availability('days=2');
    expect(unasked.statusCode).toBe(200);
    expect(unasked.json()).toEqual((await availability(`from=${companyToday}&days=2`)).json());
  });

  it('answers a booking without promising an e-mail when the company has no e-mail configuration', async () => {
    const [slot] = (await availability('from=2030-03-05&days=1')).json<{ slots: Slot[] }>().slots;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/appointments/${slug()}`,
      payload: { start_time: slot?.start, name: 'Ada', email: 'ada@example.com' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: BOOKING_TEXTS.bookedNotMailed, mailed: false });
  });

  it('answers cross-origin calls, for the widget on the company site', async () => {
    const response = await availability('from=2030-03-04&days=1', 'https://www.hilltop-dental.example');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('https://www.hilltop-dental.example');
  });

  it('offers nothing while booking is switched off', async () => {
    await sendAs(ctx, owner.token, 'POST', '/api/company/calendar-config', { ...CALENDAR_DEFAULTS, is_enabled: false });
    expect((await availability('from=2030-03-04&days=7')).json<{ slots: Slot[] }>().slots).toEqual([]);
    await sendAs(ctx, owner.token, 'POST', '/api/company/calendar-config', CALENDAR_DEFAULTS);
  });

  it('refuses a bad date or range with a clear 400, an unknown company with 404 and a blocked one with 403', async () => {
    const badDate = await availability('from=next-week');
    expect(badDate.statusCode).toBe(400);
    expect(errorOf(badDate).message).toBeTruthy();
    const tooMany = await availability('from=2030-03-04&days=90');
    expect(tooMany.statusCode).toBe(400);
    // zod's own wording ("Too big: expected number to be <=31") is said in words, naming the field.
    expect(errorOf(tooMany).message).toBe('Days must be at most 31');
    const farAway = await availability('from=9999-12-31');
    expect(farAway.statusCode).toBe(400);
    expect(errorOf(farAway).message).toBe('from must be in the years 2000 to 2099');
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/public-chat/availability/no-such-company?from=2030-03-04' })).statusCode,
    ).toBe(404);

    const operator = await superAdminToken(ctx);
    await sendAs(ctx, operator, 'PUT', `/api/super-admin/tenants/${owner.user.companyId}/status`, { isBlocked: true });
    const blocked = await availability('from=2030-03-04');
    expect(blocked.statusCode).toBe(403);
    expect(errorOf(blocked).message).toBe(TEXTS.chat.unavailable);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKING_TEXTS,
  CALENDAR_DEFAULTS,
  type Appointment,
  type Slot,
  type VisitorBooking,
} from '@frontdesk/contracts/calendar';
import { BOOKING_PAGE_TEXTS } from '@frontdesk/contracts/booking-texts';
import type { PublicChatUser } from '@frontdesk/contracts/public-chat-users';
import { errorOf, getAs, loginOk, sendAs, signUpCompany, uniqueIp } from '../../support/accounts';
import { decodedBody, headerOf, startSmtpServer, type SmtpTestServer } from '../../support/smtp';
import { createTestApp, queueSettled, type TestContext } from '../../support/test-app';

const SMTP_USER = 'bookings@hilltop.example';
const SMTP_PASS = 'smtp-secret-passphrase';
let smtp: SmtpTestServer;
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;

beforeAll(async () => {
  smtp = await startSmtpServer({ credentials: { user: SMTP_USER, pass: SMTP_PASS } });
  ctx = await createTestApp({ OUTBOUND_ALLOWED_PRIVATE: '127.0.0.1' });
  owner = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
  await sendAs(ctx, owner.token, 'POST', '/api/company/calendar-config', {
    ...CALENDAR_DEFAULTS,
    slot_duration: 60,
    buffer_time: 0,
  });
  const email = await sendAs(ctx, owner.token, 'POST', '/api/v1/email-config', {
    smtpHost: '127.0.0.1',
    smtpPort: String(smtp.port),
    smtpUser: SMTP_USER,
    smtpPassword: SMTP_PASS,
    senderEmail: 'bookings@hilltop.example',
    senderName: 'Hilltop Dental',
  });
  if (email.statusCode !== 200) throw new Error(email.body);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const slug = () => owner.user.companySlug ?? '';
const slots = async (from: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/public-chat/availability/${slug()}?from=${from}&days=1` })).json<{
    slots: Slot[];
  }>().slots;
const book = (start: string, ip = uniqueIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/public-chat/appointments/${slug()}`,
    payload: { start_time: start, name: 'Grace Hopper', email: 'grace@example.com', notes: 'Toothache' },
    remoteAddress: ip,
  });
const refOf = (manageUrl: string) => manageUrl.split('/booking/')[1] ?? '';
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe('a visitor books in the chat', () => {
  it('takes an offered slot: confirmed, from the chat, on the calendar, mailed to both with an invitation', async () => {
    const [first] = await slots('2030-03-04');
    const response = await book(first?.start ?? '');
    expect(response.statusCode).toBe(201);
    const { booking, manage_url, message, mailed } = response.json<{
      booking: VisitorBooking;
      manage_url: string;
      message: string;
      mailed: boolean;
    }>();
    expect(message).toBe(BOOKING_TEXTS.booked);
    expect(mailed).toBe(true);
    expect(booking).toMatchObject({
      company_name: 'Hilltop Dental',
      start_time: first?.start,
      end_time: first?.end,
      status: 'confirmed',
    });
    expect(manage_url).toMatch(/\/booking\/company-[a-z0-9]+\.[0-9a-f-]+\.[A-Za-z0-9_-]+$/);

    const calendar = (await getAs(ctx, owner.token, '/api/company/appointments')).json<{ appointments: Appointment[] }>()
      .appointments;
    expect(calendar.find((entry) => entry.start_time === first?.start)).toMatchObject({
      created_source: 'chat',
      client_name: 'Grace Hopper',
    });
    expect((await slots('2030-03-04')).map((slot) => slot.start)).not.toContain(first?.start);

    await queueSettled(ctx.database);
    const [visitorMail] = mailsTo('grace@example.com');
    expect(visitorMail && headerOf(visitorMail.raw, 'subject')).toBe('Your appointment is confirmed: Hilltop Dental');
    expect(visitorMail?.raw).toContain('text/calendar');
    expect(visitorMail?.raw).toContain('METHOD:REQUEST');
    expect(decodedBody(visitorMail?.raw ?? '')).toContain('Monday, March 4, 2030, 9:00 AM');
    expect(decodedBody(visitorMail?.raw ?? '')).toContain(refOf(manage_url));
    const note = mailsTo('bookings@hilltop.example').find(
      (mail) => headerOf(mail.raw, 'subject') === 'New booking: Grace Hopper',
    );
    // The company's note comes from and to its own address; answering it answers the visitor.
    expect(note && headerOf(note.raw, 'reply-to')).toBe('grace@example.com');
    // The visitor's own confirmation is answered to the company, as sent.
    expect(visitorMail && headerOf(visitorMail.raw, 'reply-to')).toBeUndefined();
  });

  it('refuses a time that is not offered, and one already taken', async () => {
    const off = await book('2030-03-04T15:10:00.000Z');
    expect(off.statusCode).toBe(409);
    expect(errorOf(off).message).toBe(BOOKING_TEXTS.notOffered);
    const sunday = await book('2030-03-03T15:00:00.000Z');
    expect(sunday.statusCode).toBe(409);
    const [free] = await slots('2030-03-05');
    const answers = await Promise.all([book(free?.start ?? ''), book(free?.start ?? ''), book(free?.start ?? '')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('lets the visitor see, move and cancel the booking from the link alone', async () => {
    const [first, second] = await slots('2030-03-06');
    const { manage_url } = (await book(first?.start ?? '')).json<{ manage_url: string }>();
    const ref = refOf(manage_url);
    const seen = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${ref}` });
    expect(seen.json<{ booking: VisitorBooking }>().booking).toMatchObject({ status: 'confirmed', timezone: 'America/Chicago' });

    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${ref}/move`,
      payload: { start_time: second?.start },
    });
    expect(moved.json()).toMatchObject({ message: BOOKING_TEXTS.moved, booking: { start_time: second?.start } });
    const beyond = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookings/${ref}/move`,
      payload: { start_time: '9999-12-31T23:59:59Z' },
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json<{ message: string }>().message).toBe('Start time must be in the years 2000 to 2099');
    expect((await slots('2030-03-06')).map((slot) => slot.start)).toContain(first?.start);

    const cancelled = await ctx.app.inject({ method: 'POST', url: `/api/bookings/${ref}/cancel` });
    expect(cancelled.json()).toMatchObject({ message: BOOKING_TEXTS.cancelled, booking: { status: 'cancelled' } });
    expect((await slots('2030-03-06')).map((slot) => slot.start)).toContain(second?.start);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/bookings/${ref}/cancel` })).statusCode).toBe(409);
    await queueSettled(ctx.database);
    const cancelMail = mailsTo('grace@example.com').find((mail) =>
      headerOf(mail.raw, 'subject')?.startsWith('Your appointment is cancelled'),
    );
    expect(cancelMail?.raw).toContain('METHOD:CANCEL');
  });

  it('tells the visitor when the company moves or deletes their booking; a change of its title alone is not mailed', async () => {
    const [first, , third] = await slots('2030-03-07');
    const { manage_url } = (await book(first?.start ?? '')).json<{ manage_url: string }>();
    await queueSettled(ctx.database);
    const listed = (await getAs(ctx, owner.token, '/api/company/appointments')).json<{ appointments: Appointment[] }>();
    const id = listed.appointments.find((appointment) => appointment.start_time === first?.start)?.id ?? '';
    const subjectsTo = (address: string) => mailsTo(address).map((mail) => headerOf(mail.raw, 'subject') ?? '');
    const count = (address: string, subject: string) => subjectsTo(address).filter((line) => line.startsWith(subject)).length;
    const edit = (start: string | undefined, end: string | undefined, title: string) =>
      sendAs(ctx, owner.token, 'PUT', `/api/company/calendar/local/${id}`, {
        title,
        client_name: 'Grace Hopper',
        client_email: 'grace@example.com',
        start_time: start,
        end_time: end,
        description: '',
      });
    const moved = count('grace@example.com', 'Your appointment has moved');
    const companyNotes = mailsTo('bookings@hilltop.example').length;

    expect((await edit(first?.start, first?.end, 'Check-up')).statusCode).toBe(200);
    await queueSettled(ctx.database);
    expect(count('grace@example.com', 'Your appointment has moved')).toBe(moved);

    expect((await edit(third?.start, third?.end, 'Check-up')).statusCode).toBe(200);
    await queueSettled(ctx.database);
    expect(count('grace@example.com', 'Your appointment has moved')).toBe(moved + 1);
    expect(decodedBody(mailsTo('grace@example.com').at(-1)?.raw ?? '')).toContain(manage_url);

    const cancelled = count('grace@example.com', 'Your appointment is cancelled');
    expect((await sendAs(ctx, owner.token, 'DELETE', `/api/company/calendar/local/${id}`)).statusCode).toBe(200);
    await queueSettled(ctx.database);
    expect(count('grace@example.com', 'Your appointment is cancelled')).toBe(cancelled + 1);
    expect(mailsTo('grace@example.com').at(-1)?.raw).toContain('METHOD:CANCEL');
    // The company made both changes: its own inbox hears of neither.
    expect(mailsTo('bookings@hilltop.example')).toHaveLength(companyNotes);
    // The mail's link still says what happened to the appointment, not that the link is wrong.
    const opened = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${refOf(manage_url)}` });
    expect(opened.statusCode).toBe(404);
    expect(errorOf(opened).message).toBe(BOOKING_TEXTS.alreadyCancelled);
  });

  it('refuses a link that was not ours', async () => {
    const [slot] = await slots('2030-03-07');
    const ref = refOf((await book(slot?.start ?? '')).json<{ manage_url: string }>().manage_url);
    const forged = `${ref.slice(0, -4)}AAAA`;
    expect((await ctx.app.inject({ method: 'GET', url: `/api/bookings/${forged}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/bookings/${forged}/cancel` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bookings/not-a-booking-link' })).statusCode).toBe(404);
  });

  it('keeps the visitor who booked as a lead, with the conversation it came from, once', async () => {
    const visitorId = randomUUID();
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/chat/${slug()}`,
      payload: { message: 'I would like to book a cleaning appointment', visitorId },
      remoteAddress: uniqueIp(),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const free = await slots('2030-03-07');
    const bookAs = (start: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/public-chat/appointments/${slug()}`,
        payload: { start_time: start, name: 'Ada Lovelace', email: 'ada@example.com', visitorId },
        remoteAddress: uniqueIp(),
      });
    expect((await bookAs(free[0]?.start ?? '')).statusCode).toBe(201);
    expect((await bookAs(free[1]?.start ?? '')).statusCode).toBe(201);

    const users = (await getAs(ctx, owner.token, '/api/admin/public-chat-users')).json<{ users: PublicChatUser[] }>().users;
    const ada = users.filter((user) => user.email === 'ada@example.com');
    expect(ada).toHaveLength(1);
    expect(ada[0]).toMatchObject({ name: 'Ada Lovelace' });
    expect(ada[0]?.conversation_summary).toContain('cleaning appointment');
  });

  it("never ties a booker's lead to another company's conversation", async () => {
    const other = await signUpCompany(ctx, { companyName: 'Valley Vets' });
    const visitorId = randomUUID();
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/chat/${other.user.companySlug ?? ''}`,
      payload: { message: 'My secret recipe uses saffron', visitorId },
      remoteAddress: uniqueIp(),
    });
    expect(theirs.statusCode).toBe(200);
    const [free] = await slots('2030-03-11');
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/appointments/${slug()}`,
      payload: { start_time: free?.start, name: 'Mallory', email: 'mallory@example.com', visitorId },
      remoteAddress: uniqueIp(),
    });
    expect(booked.statusCode).toBe(201);
    const ours = (await getAs(ctx, owner.token, '/api/admin/public-chat-users')).json<{ users: PublicChatUser[] }>().users;
    const mallory = ours.find((user) => user.email === 'mallory@example.com');
    expect(mallory).toBeDefined();
    expect(mallory?.conversation_summary ?? '').not.toContain('saffron');
    const theirLeads = (await getAs(ctx, other.token, '/api/admin/public-chat-users')).json<{ users: PublicChatUser[] }>().users;
    expect(theirLeads.find((user) => user.email === 'mallory@example.com')).toBeUndefined();
  });

  it('holds one address to a few bookings an hour', async () => {
    const ip = uniqueIp();
    const free = await slots('2030-03-08');
    const answers = [];
    for (const slot of free.slice(0, 6)) answers.push((await book(slot.start, ip)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('does not count a time that was taken meanwhile against the address', async () => {
    const ip = uniqueIp();
    const free = await slots('2030-03-11');
    const [first] = free;
    expect((await book(first?.start ?? '')).statusCode).toBe(201);
    // The visitor lost the race for that time, six times over: nothing was booked, nothing counted.
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await book(first?.start ?? '', ip)).statusCode).toBe(409);
    const answers = [];
    for (const slot of free.slice(1, 7)) answers.push((await book(slot.start, ip)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('caps the tries of an address, refused ones too', async () => {
    const ip = uniqueIp();
    const [taken] = await slots('2030-03-12');
    expect((await book(taken?.start ?? '')).statusCode).toBe(201);
    const answers = [];
    for (let attempt = 0; attempt < 21; attempt += 1) answers.push((await book(taken?.start ?? '', ip)).statusCode);
    expect(answers).toEqual([...Array<number>(20).fill(409), 429]);
  });
});

describe('the times a booking may move to', () => {
  it("count the booking's own time as free, so its buffer hides nothing beside it, and leave its own time out", async () => {
    const config = (buffer: number) =>
      sendAs(ctx, owner.token, 'POST', '/api/company/calendar-config', {
        ...CALENDAR_DEFAULTS,
        slot_duration: 60,
        buffer_time: buffer,
      });
    await config(30);
    try {
      const offered = await slots('2030-04-10');
      const [before, own, after] = offered.slice(1, 4);
      const { manage_url } = (await book(own?.start ?? '')).json<{ manage_url: string }>();
      const ref = refOf(manage_url);
      // To anyone else, the buffer around the booking hides the hours either side.
      const everyone = (await slots('2030-04-10')).map((slot) => slot.start);
      expect(everyone).not.toContain(before?.start);
      expect(everyone).not.toContain(after?.start);
      const movable = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${ref}/free-times?from=2030-04-10&days=1` });
      expect(movable.statusCode).toBe(200);
      const times = movable.json<{ slots: Slot[] }>().slots.map((slot) => slot.start);
      expect(times).toEqual(expect.arrayContaining([before?.start, after?.start]));
      expect(times).not.toContain(own?.start);
      const forged = await ctx.app.inject({ method: 'GET', url: `/api/bookings/${ref}x/free-times` });
      expect(forged.statusCode).toBe(404);
    } finally {
      await config(0);
    }
  });
});

describe('a booking that has begun', () => {
  it('is no longer cancelled or moved by its link, and stays on the calendar', async () => {
    // The first offered time of the coming week, then the clock past its start.
    let offered: Slot[] = [];
    for (let day = 1; day <= 7 && offered.length < 2; day += 1)
      offered = await slots(new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10));
    const [first, second] = offered;
    const { manage_url } = (await book(first?.start ?? '')).json<{ manage_url: string }>();
    const ref = refOf(manage_url);
    ctx.clock.advance(Date.parse(first?.start ?? '') - Date.now() + 60_000);

    for (const [action, payload] of [
      ['cancel', undefined],
      ['move', { start_time: second?.start }],
    ] as const) {
      const refused = await ctx.app.inject({ method: 'POST', url: `/api/bookings/${ref}/${action}`, payload });
      expect(refused.statusCode, action).toBe(409);
      expect(errorOf(refused).message).toBe(BOOKING_PAGE_TEXTS.alreadyHappened);
    }
    // Days later the owner's session has ended: they sign in again to look.
    const { token } = await loginOk(ctx, owner.email);
    const calendar = (await getAs(ctx, token, '/api/company/appointments')).json<{ appointments: Appointment[] }>();
    expect(calendar.appointments.find((row) => row.start_time === first?.start)).toMatchObject({ status: 'confirmed' });
  });
});

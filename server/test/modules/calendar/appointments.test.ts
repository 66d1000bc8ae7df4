import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment, CalendarConfig } from '@frontdesk/contracts/calendar';
import { appointmentTooLong, CALENDAR_DEFAULTS, CALENDAR_TEXTS } from '@frontdesk/contracts/calendar';
import { appointments } from '../../../src/db/schema/calendar';
import { errorOf, getAs, sendAs, signUpCompany } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
let other: Awaited<ReturnType<typeof signUpCompany>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
  other = await signUpCompany(ctx, { companyName: 'Harbour Bakery' });
});
afterAll(() => ctx.close());

const booking = (start: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Check-up',
  client_name: 'Grace Hopper',
  client_email: 'Grace@Example.com',
  start_time: start,
  notes: 'First visit',
  status: 'confirmed',
  ...overrides,
});
const create = (token: string, body: unknown) => sendAs(ctx, token, 'POST', '/api/company/appointments', body);
const list = async (token: string) =>
  (await getAs(ctx, token, '/api/company/appointments')).json<{ appointments: Appointment[] }>().appointments;

describe('calendar configuration', () => {
  it("answers the spec's defaults until saved, then what was saved", async () => {
    expect((await getAs(ctx, owner.token, '/api/company/calendar-config')).json()).toEqual({ config: CALENDAR_DEFAULTS });
    const mine: CalendarConfig = {
      ...CALENDAR_DEFAULTS,
      timezone: 'Europe/Berlin',
      slot_duration: 45,
      buffer_time: 0,
      working_hours: { ...CALENDAR_DEFAULTS.working_hours, saturday: { start: 'closed', end: 'closed' } },
    };
    const saved = await sendAs(ctx, owner.token, 'POST', '/api/company/calendar-config', mine);
    expect(saved.json()).toEqual({ message: CALENDAR_TEXTS.configSaved, config: mine });
    expect((await getAs(ctx, owner.token, '/api/company/calendar-config')).json()).toEqual({ config: mine });
    expect((await getAs(ctx, other.token, '/api/company/calendar-config')).json()).toEqual({ config: CALENDAR_DEFAULTS });
  });

  it('refuses a bad time zone, slot length, buffer or day with messages per field (a half-closed day is closed)', async () => {
    const response = await sendAs(ctx, owner.token, 'POST', '/api/company/calendar-config', {
      ...CALENDAR_DEFAULTS,
      timezone: 'Mars/Olympus',
      slot_duration: 20,
      buffer_time: 7,
      working_hours: {
        ...CALENDAR_DEFAULTS.working_hours,
        monday: { start: '17:00', end: '09:00' },
        tuesday: { start: '09:00', end: 'closed' },
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = errorOf(response).details?.['fieldErrors'] as Record<string, string[]>;
    expect(fields['timezone']).toEqual(['Choose a time zone from the list']);
    expect(fields['slot_duration']?.[0]).toMatch(/15, 30, 45, 60/);
    expect(fields['buffer_time']?.[0]).toMatch(/0, 5, 10, 15, 30/);
    expect(fields['working_hours.monday']).toEqual(['The day must end after it starts']);
    expect(fields['working_hours.tuesday']).toBeUndefined();
  });
});

describe('appointments', () => {
  it('are created confirmed, 30 minutes long unless an end is given, listed, changed and deleted', async () => {
    const created = await create(owner.token, booking('2030-05-06T15:00:00.000Z'));
    expect(created.statusCode).toBe(201);
    const appointment = created.json<{ appointment: Appointment }>().appointment;
    expect(appointment).toMatchObject({
      client_email: 'grace@example.com',
      start_time: '2030-05-06T15:00:00.000Z',
      end_time: '2030-05-06T15:30:00.000Z',
      status: 'confirmed',
      created_source: 'internal',
      ghl_appointment_id: null,
    });
    expect((await list(owner.token)).map((entry) => entry.id)).toContain(appointment.id);
    expect(await list(other.token)).toEqual([]);

    const moved = await sendAs(ctx, owner.token, 'PUT', `/api/company/calendar/local/${appointment.id}`, {
      title: 'Cleaning',
      client_name: 'Grace Hopper',
      client_email: 'grace@example.com',
      start_time: '2030-05-06T16:00:00.000Z',
      end_time: '2030-05-06T17:00:00.000Z',
      description: 'Moved by phone',
    });
    expect(moved.json()).toMatchObject({
      message: CALENDAR_TEXTS.updated,
      appointment: { title: 'Cleaning', end_time: '2030-05-06T17:00:00.000Z' },
    });

    const removed = await sendAs(ctx, owner.token, 'DELETE', `/api/company/calendar/local/${appointment.id}`);
    expect(removed.json()).toEqual({ message: CALENDAR_TEXTS.deleted });
    expect((await list(owner.token)).map((entry) => entry.id)).not.toContain(appointment.id);
  });

  it("answers another company's appointment exactly like an unknown one", async () => {
    const theirs = (await create(other.token, booking('2030-05-07T15:00:00.000Z'))).json<{ appointment: Appointment }>()
      .appointment;
    const change = await sendAs(
      ctx,
      owner.token,
      'PUT',
      `/api/company/calendar/local/${theirs.id}`,
      booking('2030-05-07T18:00:00.000Z'),
    );
    expect(change.statusCode).toBe(404);
    expect((await sendAs(ctx, owner.token, 'DELETE', `/api/company/calendar/local/${theirs.id}`)).statusCode).toBe(404);
    expect((await sendAs(ctx, owner.token, 'DELETE', '/api/company/calendar/local/no-such-id')).statusCode).toBe(404);
    expect((await list(other.token))[0]?.start_time).toBe('2030-05-07T15:00:00.000Z');
  });

  it("refuse missing client details with the spec's message, and an end before the start", async () => {
    const missing = await create(owner.token, booking('2030-05-08T15:00:00.000Z', { client_name: ' ' }));
    expect(missing.statusCode).toBe(400);
    expect((errorOf(missing).details?.['fieldErrors'] as Record<string, string[]>)['client_name']).toEqual([
      CALENDAR_TEXTS.fillClient,
    ]);
    const backwards = await create(owner.token, booking('2030-05-08T15:00:00.000Z', { end_time: '2030-05-08T14:00:00.000Z' }));
    expect(backwards.statusCode).toBe(400);
    // Both faults at once, each under its field.
    const both = await create(
      owner.token,
      booking('2030-05-08T15:00:00.000Z', { end_time: '2030-05-08T14:00:00.000Z', client_name: ' ' }),
    );
    expect(Object.keys(errorOf(both).details?.['fieldErrors'] as Record<string, string[]>).sort()).toEqual([
      'client_name',
      'end_time',
    ]);
    const notATime = await create(owner.token, booking('next tuesday'));
    expect(errorOf(notATime).message).toBeTruthy();
    expect(notATime.statusCode).toBe(400);
  });

  it('refuse one longer than a year (a mistyped year), and one created already cancelled, saying what to do', async () => {
    const decades = await create(owner.token, booking('2030-05-09T15:00:00.000Z', { end_time: '2099-05-09T15:00:00.000Z' }));
    expect(decades.statusCode).toBe(400);
    expect((errorOf(decades).details?.['fieldErrors'] as Record<string, string[]>)['end_time']).toEqual([appointmentTooLong]);
    // Six weeks of leave is an appointment like another.
    const leave = await create(owner.token, booking('2031-06-02T13:00:00.000Z', { end_time: '2031-07-14T13:00:00.000Z' }));
    expect(leave.statusCode).toBe(201);
    const cancelled = await create(owner.token, booking('2030-05-09T15:00:00.000Z', { status: 'cancelled' }));
    expect(cancelled.statusCode).toBe(400);
    expect(errorOf(cancelled).message).toContain('A new appointment is confirmed');
    expect((await list(owner.token)).some((row) => row.start_time === '2030-05-09T15:00:00.000Z')).toBe(false);
  });

  it('that came in longer than a year (an import) can still be renamed, though not moved at that length', async () => {
    const id = randomUUID();
    await ctx.database.db.insert(appointments).values({
      id,
      companyId: owner.user.companyId ?? '',
      title: 'Sabbatical',
      clientName: 'Grace Hopper',
      clientEmail: 'grace@example.com',
      startTime: new Date('2032-01-05T09:00:00.000Z'),
      endTime: new Date('2033-03-05T09:00:00.000Z'),
      status: 'confirmed',
      createdSource: 'google',
    });
    const body = {
      title: 'Sabbatical (renamed)',
      client_name: 'Grace Hopper',
      client_email: 'grace@example.com',
      start_time: '2032-01-05T09:00:00.000Z',
      end_time: '2033-03-05T09:00:00.000Z',
    };
    expect((await sendAs(ctx, owner.token, 'PUT', `/api/company/calendar/local/${id}`, body)).statusCode).toBe(200);
    const moved = await sendAs(ctx, owner.token, 'PUT', `/api/company/calendar/local/${id}`, {
      ...body,
      start_time: '2032-01-06T09:00:00.000Z',
      end_time: '2033-03-06T09:00:00.000Z',
    });
    expect(moved.statusCode).toBe(400);
  });

  it('keep their length when moved without an end', async () => {
    const created = (
      await create(owner.token, booking('2030-05-10T15:00:00.000Z', { end_time: '2030-05-10T16:30:00.000Z' }))
    ).json<{ appointment: Appointment }>().appointment;
    const { title, client_name, client_email } = created;
    const moved = await sendAs(ctx, owner.token, 'PUT', `/api/company/calendar/local/${created.id}`, {
      title,
      client_name,
      client_email,
      start_time: '2030-05-10T18:00:00.000Z',
    });
    expect(moved.json<{ appointment: Appointment }>().appointment).toMatchObject({
      start_time: '2030-05-10T18:00:00.000Z',
      end_time: '2030-05-10T19:30:00.000Z',
    });
  });

  it('refuse a time that is not one, or outside the years 2000 to 2099, with a 400 naming it, whatever the other time is', async () => {
    const made = await create(owner.token, booking('2030-05-09T15:00:00.000Z'));
    const { id } = made.json<{ appointment: Appointment }>().appointment;
    const fieldErrorsOf = (response: Awaited<ReturnType<typeof create>>) =>
      errorOf(response).details?.['fieldErrors'] as Record<string, string[]>;
    for (const [start, end, field, message] of [
      ['not-a-date', '2030-05-09T16:00:00.000Z', 'start_time', 'Start time must be a date and time (ISO 8601)'],
      ['2030-05-09T15:00:00.000Z', '2026-02-30T10:00:00Z', 'end_time', 'End time must be a date and time (ISO 8601)'],
      ['9999-12-31T23:45:00Z', undefined, 'start_time', 'Start time must be in the years 2000 to 2099'],
      ['0000-01-01T10:00:00Z', '2030-05-09T16:00:00.000Z', 'start_time', 'Start time must be in the years 2000 to 2099'],
    ] as const) {
      const body = booking(start, end ? { end_time: end } : {});
      for (const response of [
        await create(owner.token, body),
        await sendAs(ctx, owner.token, 'PUT', `/api/company/calendar/local/${id}`, body),
      ]) {
        expect(response.statusCode, `${start} ${end ?? ''}`).toBe(400);
        expect(fieldErrorsOf(response)[field]).toEqual([message]);
      }
    }
    expect((await list(owner.token)).find((appointment) => appointment.id === id)?.start_time).toBe('2030-05-09T15:00:00.000Z');
  });

  it('hold a time for one booking only, even when many are made at once', async () => {
    const start = '2030-06-03T15:00:00.000Z';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => create(owner.token, booking(start, { client_name: `Visitor ${index}` }))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused && errorOf(refused).message).toBe(CALENDAR_TEXTS.slotTaken);
    expect((await list(owner.token)).filter((entry) => entry.start_time === start)).toHaveLength(1);
    // An overlapping time is refused too; the next free time is not; another company may book the same time.
    expect((await create(owner.token, booking('2030-06-03T15:15:00.000Z'))).statusCode).toBe(409);
    expect((await create(owner.token, booking('2030-06-03T15:30:00.000Z'))).statusCode).toBe(201);
    expect((await create(other.token, booking(start))).statusCode).toBe(201);
  });

  it('cannot be moved onto a booked time', async () => {
    const first = (await create(owner.token, booking('2030-06-04T15:00:00.000Z'))).json<{ appointment: Appointment }>()
      .appointment;
    const second = (await create(owner.token, booking('2030-06-04T16:00:00.000Z'))).json<{ appointment: Appointment }>()
      .appointment;
    const clash = await sendAs(
      ctx,
      owner.token,
      'PUT',
      `/api/company/calendar/local/${second.id}`,
      booking(first.start_time, { description: '' }),
    );
    expect(clash.statusCode).toBe(409);
    expect((await list(owner.token)).find((entry) => entry.id === second.id)?.start_time).toBe('2030-06-04T16:00:00.000Z');
  });
});

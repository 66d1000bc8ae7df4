import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '@frontdesk/contracts/calendar';
import { GOOGLE_TEXTS, SYNC_TEXTS, type SyncStatus } from '@frontdesk/contracts/calendar-connections';
import { errorOf, getAs, sendAs, signUpCompany } from '../../support/accounts';
import { FakeGhl } from '../../support/ghl-server';
import { FakeGoogle } from '../../support/google-server';
import { createTestApp, queueSettled, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
let other: Awaited<ReturnType<typeof signUpCompany>>;
const ghl = new FakeGhl();
const google = new FakeGoogle();

const DAY = 86_400_000;
const tomorrowAt = (hour: number, minute = 0) => {
  const day = new Date(Date.now() + DAY);
  day.setUTCHours(hour, minute, 0, 0);
  return day;
};

async function connectGoogle(token: string): Promise<void> {
  await sendAs(ctx, token, 'POST', '/api/company/google-calendar-config', {
    client_id: google.client.id,
    client_secret: google.client.secret,
  });
  const { authUrl } = (await getAs(ctx, token, '/api/company/google-oauth-url')).json<{ authUrl: string }>();
  const state = new URL(authUrl).searchParams.get('state') ?? '';
  const callback = await ctx.app.inject({
    method: 'GET',
    url: `/api/company/google-oauth/callback?${new URLSearchParams({ code: google.issueCode(), state })}`,
  });
  expect(callback.headers.location).toBe('/google-integrations?google=connected');
}

async function sync(body: object = { direction: 'bidirectional', source: null }): Promise<SyncStatus> {
  const started = await sendAs(ctx, owner.token, 'POST', '/api/company/calendar/sync', body);
  expect(started.statusCode, started.body).toBe(202);
  expect(started.json()).toMatchObject({ message: SYNC_TEXTS.started, status: { running: true } });
  await queueSettled(ctx.database);
  return (await getAs(ctx, owner.token, '/api/company/calendar/sync-status')).json<SyncStatus>();
}

const appointments = async () =>
  (await getAs(ctx, owner.token, '/api/company/appointments')).json<{ appointments: Appointment[] }>().appointments;
const writes = () =>
  [...google.http.requests, ...ghl.http.requests].filter((request) => request.method !== 'GET' && request.path !== '/token');
const liveGoogle = () => google.events().filter((event) => event.status === 'confirmed');

beforeAll(async () => {
  await Promise.all([ghl.http.start(), google.http.start()]);
  ctx = await createTestApp({ GHL_API_URL: ghl.url, ...google.env() });
  owner = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
  other = await signUpCompany(ctx, { companyName: 'Harbour Bakery' });
  await connectGoogle(owner.token);
  await sendAs(ctx, owner.token, 'POST', '/api/company/ghl-calendar', {
    calendar_id: ghl.account.calendarId,
    location_id: ghl.account.locationId,
    private_api_key: ghl.account.apiKey,
    is_enabled: true,
  });
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([ghl.http.stop(), google.http.stop()]);
});

describe('calendar sync', () => {
  let local: Appointment;

  it('reports both connections before any sync', async () => {
    expect((await getAs(ctx, owner.token, '/api/company/calendar/sync-status')).json()).toEqual({
      google: { enabled: true, connected: true },
      ghl: { enabled: true },
      running: false,
      last_sync_at: null,
      last_message: '',
      last_failed: false,
      last_fetched: 0,
      appointment_count: 0,
    });
  });

  it('brings remote events in and sends local appointments out, keeping the remote ids', async () => {
    local = (
      await sendAs(ctx, owner.token, 'POST', '/api/company/appointments', {
        title: 'Check-up',
        client_name: 'Grace Hopper',
        client_email: 'grace@example.com',
        start_time: tomorrowAt(9).toISOString(),
      })
    ).json<{ appointment: Appointment }>().appointment;
    const fromGoogle = google.addEvent({
      summary: 'Dentist conference call',
      start: tomorrowAt(13),
      end: tomorrowAt(14),
      email: 'ada@example.com',
    });
    const fromGhl = ghl.addAppointment('Whitening for Alan', tomorrowAt(15), tomorrowAt(15, 45));

    const status = await sync();
    expect(status).toMatchObject({ running: false, last_failed: false, last_fetched: 2, appointment_count: 3 });
    expect(status.last_sync_at).not.toBeNull();
    expect(status.last_message).toBe(SYNC_TEXTS.done(2, 4));

    const all = await appointments();
    const imported = all.find((row) => row.google_event_id === fromGoogle.id);
    expect(imported).toMatchObject({
      created_source: 'google',
      client_email: 'ada@example.com',
      start_time: tomorrowAt(13).toISOString(),
    });
    // GoHighLevel lists the contact's id only: the import asks for who it is.
    expect(all.find((row) => row.ghl_appointment_id === fromGhl.id)).toMatchObject({
      created_source: 'ghl',
      title: 'Whitening for Alan',
      client_name: 'Alan Turing',
      client_email: 'alan@example.com',
    });
    const mine = all.find((row) => row.id === local.id);
    expect(mine?.google_event_id).toBeTruthy();
    expect(mine?.ghl_appointment_id).toBeTruthy();
    const pushed = google.events().find((event) => event.id === mine?.google_event_id);
    expect(pushed).toMatchObject({
      summary: 'Check-up',
      start: { dateTime: tomorrowAt(9).toISOString() },
      extendedProperties: { private: { frontdeskId: local.id } },
      attendees: [{ email: 'grace@example.com', displayName: 'Grace Hopper' }],
    });
    expect(ghl.appointments.get(mine?.ghl_appointment_id ?? '')).toMatchObject({
      title: 'Check-up',
      startTime: tomorrowAt(9).toISOString(),
    });
    // Every appointment is in both calendars, once.
    expect(liveGoogle()).toHaveLength(3);
    expect(ghl.appointments.size).toBe(3);
  });

  it('changes nothing when run again with nothing changed', async () => {
    const before = {
      google: JSON.stringify(google.events()),
      ghl: JSON.stringify([...ghl.appointments.values()]),
      local: await appointments(),
    };
    const writesBefore = writes().length;
    const status = await sync();
    expect(status.last_message).toBe(SYNC_TEXTS.done(0, 0));
    expect(writes().length).toBe(writesBefore);
    expect(JSON.stringify(google.events())).toBe(before.google);
    expect(JSON.stringify([...ghl.appointments.values()])).toBe(before.ghl);
    expect(await appointments()).toEqual(before.local);
  });

  it('sends a local change out, and brings a remote change in', async () => {
    ctx.clock.advance(1000);
    await sendAs(ctx, owner.token, 'PUT', `/api/company/calendar/local/${local.id}`, {
      title: 'Check-up (moved)',
      client_name: 'Grace Hopper',
      client_email: 'grace@example.com',
      start_time: tomorrowAt(10).toISOString(),
    });
    const ghlImport = (await appointments()).find((row) => row.created_source === 'ghl');
    ghl.changeAppointment(ghlImport?.ghl_appointment_id ?? '', {
      startTime: tomorrowAt(16).toISOString(),
      endTime: tomorrowAt(16, 45).toISOString(),
    });
    // Its contact deleted in GoHighLevel meanwhile: the move comes in, the client stays who they were.
    const contact = ghl.contacts.get('contact-remote');
    ghl.contacts.delete('contact-remote');
    await sync();
    if (contact) ghl.contacts.set('contact-remote', contact);
    const mine = (await appointments()).find((row) => row.id === local.id);
    expect(google.events().find((event) => event.id === mine?.google_event_id)).toMatchObject({
      summary: 'Check-up (moved)',
      start: { dateTime: tomorrowAt(10).toISOString() },
    });
    expect(ghl.appointments.get(mine?.ghl_appointment_id ?? '')?.startTime).toBe(tomorrowAt(10).toISOString());
    const moved = (await appointments()).find((row) => row.id === ghlImport?.id);
    expect(moved).toMatchObject({
      start_time: tomorrowAt(16).toISOString(),
      client_name: 'Alan Turing',
      client_email: 'alan@example.com',
    });
    // ...and the GHL change reached Google too.
    expect(google.events().find((event) => event.id === moved?.google_event_id)?.start.dateTime).toBe(
      tomorrowAt(16).toISOString(),
    );
  });

  it('deletes on both sides: a remote deletion removes the import, a local deletion the remote copies', async () => {
    const imported = (await appointments()).find((row) => row.created_source === 'google');
    google.changeEvent(imported?.google_event_id ?? '', { status: 'cancelled' });
    await sync();
    expect((await appointments()).some((row) => row.id === imported?.id)).toBe(false);
    expect(ghl.appointments.has(imported?.ghl_appointment_id ?? '')).toBe(false);

    const mine = (await appointments()).find((row) => row.id === local.id);
    await sendAs(ctx, owner.token, 'DELETE', `/api/company/calendar/local/${local.id}`);
    await sync();
    expect(google.events().find((event) => event.id === mine?.google_event_id)?.status).toBe('cancelled');
    expect(ghl.appointments.has(mine?.ghl_appointment_id ?? '')).toBe(false);
    expect(await appointments()).toHaveLength(1);
  });

  it('refreshes an expired Google token and keeps the new one', async () => {
    const sealed = async () =>
      (await ctx.database.executeSql('select access_token_sealed as token from google_calendar_configs')).rows[0] as {
        token: string;
      };
    const before = await sealed();
    google.expireAccessTokens();
    google.addEvent({ summary: 'Lunch with supplier', start: tomorrowAt(12), end: tomorrowAt(12, 30) });
    const status = await sync({ direction: 'import', source: 'google' });
    expect(status, status.last_message).toMatchObject({ last_failed: false, last_fetched: 1 });
    expect((await sealed()).token).not.toBe(before.token);
    expect(
      google.http.requests.some((request) => request.path === '/token' && request.body.includes('grant_type=refresh_token')),
    ).toBe(true);
  });

  it('only imports when asked to import: local appointments stay local', async () => {
    const created = await sendAs(ctx, owner.token, 'POST', '/api/company/appointments', {
      client_name: 'Linus',
      client_email: 'linus@example.com',
      start_time: tomorrowAt(11).toISOString(),
    });
    const id = created.json<{ appointment: Appointment }>().appointment.id;
    await sync({ direction: 'import', source: null });
    expect((await appointments()).find((row) => row.id === id)).toMatchObject({
      google_event_id: null,
      ghl_appointment_id: null,
    });
  });

  it('offers no slot that the Google calendar has busy', async () => {
    const day = tomorrowAt(0).toISOString().slice(0, 10);
    await sendAs(ctx, owner.token, 'POST', '/api/company/calendar-config', {
      calendar_name: 'Business Calendar',
      timezone: 'UTC',
      working_hours: Object.fromEntries(
        ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((weekday) => [
          weekday,
          { start: '08:00', end: '20:00' },
        ]),
      ),
      slot_duration: 30,
      buffer_time: 0,
      is_enabled: true,
    });
    google.addEvent({ summary: 'Private, not synced yet', start: tomorrowAt(18), end: tomorrowAt(19) });
    const slug = owner.user.companySlug ?? '';
    const { slots } = (
      await ctx.app.inject({ method: 'GET', url: `/api/public-chat/availability/${slug}?from=${day}&days=1` })
    ).json<{
      slots: { start: string }[];
    }>();
    const starts = slots.map((slot) => slot.start);
    expect(starts).toContain(tomorrowAt(17, 30).toISOString());
    expect(starts).not.toContain(tomorrowAt(18).toISOString());
    expect(starts).not.toContain(tomorrowAt(18, 30).toISOString());
    expect(starts).toContain(tomorrowAt(19).toISOString());
  });

  it('reports a revoked Google authorisation and still syncs GHL', async () => {
    google.revokeRefreshTokens();
    // Its contact deleted in GoHighLevel since: the appointment still comes in, named by its title.
    ghl.addAppointment('Walk-in', tomorrowAt(8), tomorrowAt(8, 30), 'contact-deleted');
    const status = await sync();
    expect(status.last_failed).toBe(true);
    expect(status.last_message).toContain(GOOGLE_TEXTS.reconnect);
    // The refused authorisation is dropped: Google shows as not connected until connected again.
    expect(status.google).toEqual({ enabled: true, connected: false });
    expect((await appointments()).find((row) => row.title === 'Walk-in')).toMatchObject({
      client_name: 'Walk-in',
      client_email: '',
    });
  });

  it('refuses a sync with nothing enabled, or with a bad direction', async () => {
    const nothing = await sendAs(ctx, other.token, 'POST', '/api/company/calendar/sync', {
      direction: 'bidirectional',
      source: null,
    });
    expect(nothing.statusCode).toBe(400);
    expect(errorOf(nothing).message).toBe(SYNC_TEXTS.nothingToSync);
    const google = await sendAs(ctx, other.token, 'POST', '/api/company/calendar/sync', {
      direction: 'import',
      source: 'google',
    });
    expect(errorOf(google).message).toBe(SYNC_TEXTS.sourceOff('Google Calendar'));
    const bad = await sendAs(ctx, owner.token, 'POST', '/api/company/calendar/sync', { direction: 'sideways' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('scheduled sync', () => {
  it('is scheduled, and its job syncs every company with an enabled connection', async () => {
    const schedules = await ctx.database.executeSql(`select cron from pgboss.schedule where name = 'calendar-sync-all'`);
    expect(schedules.rows).toEqual([{ cron: '*/15 * * * *' }]);
    google.addEvent({ summary: 'Booked by phone', start: tomorrowAt(7), end: tomorrowAt(7, 30) });
    ghl.addAppointment('Booked at the desk', tomorrowAt(6), tomorrowAt(6, 30));
    ctx.clock.advance(1000);
    const before = (await getAs(ctx, owner.token, '/api/company/calendar/sync-status')).json<SyncStatus>().last_sync_at;
    // What pg-boss's cron does at the scheduled time.
    await ctx.database.executeSql(`insert into pgboss.job (name, data) values ('calendar-sync-all', '{}')`);
    await queueSettled(ctx.database);
    await queueSettled(ctx.database);
    const status = (await getAs(ctx, owner.token, '/api/company/calendar/sync-status')).json<SyncStatus>();
    expect(status.last_sync_at).not.toBe(before);
    expect((await appointments()).some((row) => row.title === 'Booked at the desk')).toBe(true);
    const untouched = (await getAs(ctx, other.token, '/api/company/calendar/sync-status')).json<SyncStatus>();
    expect(untouched.last_sync_at).toBeNull();
  });
});

describe('contacts GoHighLevel cannot describe', () => {
  it('still come in, named by their titles, each contact asked for once, and the sync goes on', async () => {
    const clinic = await signUpCompany(ctx, { companyName: 'Busy Clinic' });
    await sendAs(ctx, clinic.token, 'POST', '/api/company/ghl-calendar', {
      calendar_id: ghl.account.calendarId,
      location_id: ghl.account.locationId,
      private_api_key: ghl.account.apiKey,
      is_enabled: true,
    });
    const asked = () => ghl.http.requests.filter((request) => request.path === `/contacts/${FakeGhl.busyContact}`).length;
    ghl.addAppointment('Busy morning', tomorrowAt(5), tomorrowAt(5, 15), FakeGhl.busyContact);
    ghl.addAppointment('Busy morning, again', tomorrowAt(5, 15), tomorrowAt(5, 30), FakeGhl.busyContact);
    const started = await sendAs(ctx, clinic.token, 'POST', '/api/company/calendar/sync', { direction: 'import', source: 'ghl' });
    expect(started.statusCode).toBeLessThan(300);
    await queueSettled(ctx.database);
    const status = (await getAs(ctx, clinic.token, '/api/company/calendar/sync-status')).json<SyncStatus>();
    expect(status.last_failed).toBe(false);
    expect(asked()).toBe(1);
    const theirs = (await getAs(ctx, clinic.token, '/api/company/appointments')).json<{ appointments: Appointment[] }>();
    expect(
      theirs.appointments.filter((row) => row.title.startsWith('Busy morning')).map((row) => [row.client_name, row.client_email]),
    ).toEqual([
      ['Busy morning', ''],
      ['Busy morning, again', ''],
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Appointment } from '@frontdesk/contracts/calendar';
import {
  GOOGLE_TEXTS,
  SECRET_PLACEHOLDER,
  SYNC_TEXTS,
  type GoogleCalendarConfigView,
  type SyncStatus,
} from '@frontdesk/contracts/calendar-connections';
import { addStaffUser, errorOf, getAs, sendAs, signUpCompany } from '../../support/accounts';
import { FakeGoogle } from '../../support/google-server';
import { createTestApp, queueSettled, type TestContext } from '../../support/test-app';

/** A saved authorisation Google refuses, and the company letting Google go: the connection, not the data, is dropped. */
let ctx: TestContext;
const google = new FakeGoogle();
const DISCONNECT = '/api/company/google-calendar-config/connection';

const tomorrowAt = (hour: number) => {
  const day = new Date(Date.now() + 86_400_000);
  day.setUTCHours(hour, 0, 0, 0);
  return day;
};

beforeAll(async () => {
  await google.http.start();
  ctx = await createTestApp(google.env());
});
afterAll(async () => {
  await ctx.close();
  await google.http.stop();
});

async function connectGoogle(token: string, calendarId = 'primary'): Promise<void> {
  const saved = await sendAs(ctx, token, 'POST', '/api/company/google-calendar-config', {
    client_id: google.client.id,
    client_secret: google.client.secret,
    calendar_id: calendarId,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const { authUrl } = (await getAs(ctx, token, '/api/company/google-oauth-url')).json<{ authUrl: string }>();
  const state = new URL(authUrl).searchParams.get('state') ?? '';
  const callback = await ctx.app.inject({
    method: 'GET',
    url: `/api/company/google-oauth/callback?${new URLSearchParams({ code: google.issueCode(), state })}`,
  });
  expect(callback.headers.location).toBe('/google-integrations?google=connected');
}

const config = async (token: string) =>
  (await getAs(ctx, token, '/api/company/google-calendar-config')).json<{ config: GoogleCalendarConfigView }>().config;
const syncStatus = async (token: string) => (await getAs(ctx, token, '/api/company/calendar/sync-status')).json<SyncStatus>();
const appointments = async (token: string) =>
  (await getAs(ctx, token, '/api/company/appointments')).json<{ appointments: Appointment[] }>().appointments;
const storedRow = async (companyId: string) =>
  (
    await ctx.database.executeSql(
      `select client_id, client_secret_sealed, calendar_id, is_enabled, refresh_token_sealed, access_token_sealed,
              access_token_expires_at from google_calendar_configs where company_id = '${companyId}'`,
    )
  ).rows[0] as Record<string, unknown> | undefined;

async function sync(token: string): Promise<SyncStatus> {
  const started = await sendAs(ctx, token, 'POST', '/api/company/calendar/sync', { direction: 'bidirectional', source: null });
  expect(started.statusCode, started.body).toBe(202);
  await queueSettled(ctx.database);
  return syncStatus(token);
}

describe('a saved Google authorisation that Google refuses', () => {
  it('is dropped at the sync: the company is not connected, told why, and keeps its appointments and client', async () => {
    const owner = await signUpCompany(ctx, { companyName: 'Refused Dental' });
    const companyId = owner.user.companyId ?? '';
    await connectGoogle(owner.token, 'team@group.calendar.google.com');
    await sendAs(ctx, owner.token, 'POST', '/api/company/appointments', {
      title: 'Check-up',
      client_name: 'Grace Hopper',
      client_email: 'grace@example.com',
      start_time: tomorrowAt(9).toISOString(),
    });
    google.addEvent({ summary: 'Supplier call', start: tomorrowAt(13), end: tomorrowAt(14) }, 'team@group.calendar.google.com');
    expect((await sync(owner.token)).last_failed).toBe(false);
    const before = await appointments(owner.token);
    expect(before).toHaveLength(2);
    expect(before.every((row) => row.google_event_id)).toBe(true);
    const clientSecretBefore = (await storedRow(companyId))?.['client_secret_sealed'];

    google.revokeRefreshTokens();
    const status = await sync(owner.token);
    expect(status).toMatchObject({ last_failed: true, google: { enabled: true, connected: false } });
    expect(status.last_message).toBe(SYNC_TEXTS.partly([`Google Calendar: ${GOOGLE_TEXTS.reconnect}`]));

    expect(await config(owner.token)).toEqual({
      client_id: google.client.id,
      client_secret: SECRET_PLACEHOLDER,
      calendar_id: 'team@group.calendar.google.com',
      is_enabled: true,
      is_connected: false,
      authorisation_refused: true,
    });
    expect(await storedRow(companyId)).toMatchObject({
      refresh_token_sealed: null,
      access_token_sealed: null,
      access_token_expires_at: null,
      client_secret_sealed: clientSecretBefore,
    });
    expect(await appointments(owner.token)).toEqual(before);
    // The consent page can be opened again for the saved client.
    expect((await getAs(ctx, owner.token, '/api/company/google-oauth-url')).statusCode).toBe(200);
  });

  it('is dropped by the scheduled sync too, whose later runs leave the failure showing', async () => {
    const owner = await signUpCompany(ctx, { companyName: 'Scheduled Bakery' });
    await connectGoogle(owner.token);
    google.revokeRefreshTokens();
    const runScheduled = async () => {
      // What pg-boss's cron does at the scheduled time.
      await ctx.database.executeSql(`insert into pgboss.job (name, data) values ('calendar-sync-all', '{}')`);
      await queueSettled(ctx.database);
      await queueSettled(ctx.database);
    };
    await runScheduled();
    const failed = await syncStatus(owner.token);
    expect(failed).toMatchObject({ last_failed: true, google: { connected: false } });
    expect(failed.last_message).toContain(GOOGLE_TEXTS.reconnect);
    expect(await config(owner.token)).toMatchObject({ is_connected: false, authorisation_refused: true });

    // A company whose Google is not connected has nothing to sync: no "Sync completed" hides the failure.
    ctx.clock.advance(60_000);
    await runScheduled();
    expect(await syncStatus(owner.token)).toEqual(failed);
  });

  it('is kept when Google refuses the client instead (a mistyped Client Secret), and the admin is told to check it', async () => {
    const owner = await signUpCompany(ctx, { companyName: 'Mistyped Secret Dental' });
    const companyId = owner.user.companyId ?? '';
    await connectGoogle(owner.token);
    expect((await sync(owner.token)).last_failed).toBe(false);
    const saved = await sendAs(ctx, owner.token, 'POST', '/api/company/google-calendar-config', {
      client_id: google.client.id,
      client_secret: 'a-mistyped-secret',
      calendar_id: 'primary',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The access token has run out: the next call asks the token endpoint, which refuses the client.
    await ctx.database.executeSql(
      `update google_calendar_configs set access_token_expires_at = now() - interval '1 hour' where company_id = '${companyId}'`,
    );
    const refreshBefore = (await storedRow(companyId))?.['refresh_token_sealed'];

    const status = await sync(owner.token);
    expect(status).toMatchObject({ last_failed: true, google: { enabled: true, connected: true } });
    expect(status.last_message).toContain(GOOGLE_TEXTS.clientRefused);
    expect(await storedRow(companyId)).toMatchObject({ refresh_token_sealed: refreshBefore });
    expect(await config(owner.token)).toMatchObject({ is_connected: true, authorisation_refused: false });
  });

  it('is replaced by connecting again, which syncs as before', async () => {
    const owner = await signUpCompany(ctx, { companyName: 'Reconnected Garage' });
    await connectGoogle(owner.token);
    google.revokeRefreshTokens();
    await sync(owner.token);
    expect((await config(owner.token)).authorisation_refused).toBe(true);

    await connectGoogle(owner.token);
    expect(await config(owner.token)).toMatchObject({ is_connected: true, authorisation_refused: false });
    google.addEvent({ summary: 'Tyre change', start: tomorrowAt(10), end: tomorrowAt(11) });
    const status = await sync(owner.token);
    expect(status, status.last_message).toMatchObject({ last_failed: false, google: { connected: true } });
    expect((await appointments(owner.token)).some((row) => row.title === 'Tyre change')).toBe(true);
  });
});

describe('DELETE /api/company/google-calendar-config/connection', () => {
  it('forgets the tokens and keeps the client, the calendar id and the appointments; again, it still answers', async () => {
    const owner = await signUpCompany(ctx, { companyName: 'Disconnecting Florist' });
    const companyId = owner.user.companyId ?? '';
    await connectGoogle(owner.token);
    google.addEvent({ summary: 'Wedding order', start: tomorrowAt(15), end: tomorrowAt(16) });
    await sync(owner.token);
    const before = await appointments(owner.token);
    expect(before.length).toBeGreaterThan(0);
    const googleCalls = google.http.requests.length;

    const expected = {
      message: GOOGLE_TEXTS.disconnected,
      config: {
        client_id: google.client.id,
        client_secret: SECRET_PLACEHOLDER,
        calendar_id: 'primary',
        is_enabled: true,
        is_connected: false,
        authorisation_refused: false,
      },
    };
    const first = await sendAs(ctx, owner.token, 'DELETE', DISCONNECT);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual(expected);
    expect(await storedRow(companyId)).toMatchObject({
      client_id: google.client.id,
      refresh_token_sealed: null,
      access_token_sealed: null,
      access_token_expires_at: null,
    });
    expect(await config(owner.token)).toEqual(expected.config);
    expect((await syncStatus(owner.token)).google).toEqual({ enabled: true, connected: false });
    expect(await appointments(owner.token)).toEqual(before);
    // Nothing to sync with any more.
    const refused = await sendAs(ctx, owner.token, 'POST', '/api/company/calendar/sync', { source: 'google' });
    expect(errorOf(refused).message).toBe(SYNC_TEXTS.sourceOff('Google Calendar'));

    const again = await sendAs(ctx, owner.token, 'DELETE', DISCONNECT);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(expected);
    // Forgotten here only: no address of Google's is configured to revoke at.
    expect(google.http.requests.length).toBe(googleCalls);
  });

  it('answers for a company that never set Google up, without saving anything', async () => {
    const owner = await signUpCompany(ctx, { companyName: 'Never Google' });
    const answer = await sendAs(ctx, owner.token, 'DELETE', DISCONNECT);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ config: GoogleCalendarConfigView }>().config).toMatchObject({
      client_id: '',
      is_connected: false,
      authorisation_refused: false,
    });
    expect(await storedRow(owner.user.companyId ?? '')).toBeUndefined();
  });

  it("touches only the caller's company, and is refused to a member without the admin permission", async () => {
    const owner = await signUpCompany(ctx, { companyName: 'Kept Connected Clinic' });
    const other = await signUpCompany(ctx, { companyName: 'Other Clinic' });
    await connectGoogle(owner.token);
    await connectGoogle(other.token);

    expect((await sendAs(ctx, other.token, 'DELETE', DISCONNECT)).statusCode).toBe(200);
    expect((await config(other.token)).is_connected).toBe(false);
    expect((await config(owner.token)).is_connected).toBe(true);

    const staff = await addStaffUser(ctx, owner.token);
    const forbidden = await sendAs(ctx, staff.token, 'DELETE', DISCONNECT);
    expect(forbidden.statusCode).toBe(403);
    expect((await config(owner.token)).is_connected).toBe(true);
    expect((await storedRow(owner.user.companyId ?? ''))?.['refresh_token_sealed']).not.toBeNull();

    const anonymous = await ctx.app.inject({ method: 'DELETE', url: DISCONNECT });
    expect(anonymous.statusCode).toBe(401);
  });
});

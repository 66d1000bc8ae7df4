import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GHL_TEXTS,
  GOOGLE_TEXTS,
  SECRET_PLACEHOLDER,
  type GoogleCalendarConfigView,
} from '@frontdesk/contracts/calendar-connections';
import { addStaffUser, errorOf, getAs, sendAs, signUpCompany } from '../../support/accounts';
import { FakeGhl } from '../../support/ghl-server';
import { FakeGoogle } from '../../support/google-server';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
let other: Awaited<ReturnType<typeof signUpCompany>>;
const ghl = new FakeGhl();
const google = new FakeGoogle();

beforeAll(async () => {
  await Promise.all([ghl.http.start(), google.http.start()]);
  ctx = await createTestApp({ GHL_API_URL: ghl.url, ...google.env() });
  owner = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
  other = await signUpCompany(ctx, { companyName: 'Harbour Bakery' });
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([ghl.http.stop(), google.http.stop()]);
});

const ghlBody = (overrides: Record<string, unknown> = {}) => ({
  calendar_id: ghl.account.calendarId,
  location_id: ghl.account.locationId,
  private_api_key: ghl.account.apiKey,
  is_enabled: true,
  ...overrides,
});
const storedSecrets = async (table: string, column: string) =>
  (await ctx.database.executeSql(`select ${column} as secret from ${table}`)).rows.map(
    (row) => (row as { secret: string }).secret,
  );

describe('GHL calendar settings', () => {
  it('saves the configuration with the key sealed and answers only the placeholder', async () => {
    expect((await getAs(ctx, owner.token, '/api/company/ghl-calendar')).json()).toEqual({
      config: { calendar_id: '', location_id: '', private_api_key: '', is_enabled: false, configured: false },
    });
    const saved = await sendAs(ctx, owner.token, 'POST', '/api/company/ghl-calendar', ghlBody());
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      message: GHL_TEXTS.saved,
      config: { private_api_key: SECRET_PLACEHOLDER, configured: true },
    });
    const sealed = await storedSecrets('ghl_calendar_configs', 'private_api_key_sealed');
    expect(sealed).toHaveLength(1);
    expect(sealed[0]).not.toContain(ghl.account.apiKey);
    expect(JSON.stringify((await getAs(ctx, owner.token, '/api/company/ghl-calendar')).json())).not.toContain(ghl.account.apiKey);
  });

  it('keeps the stored key when the placeholder comes back, and tests the connection against GoHighLevel', async () => {
    await sendAs(ctx, owner.token, 'POST', '/api/company/ghl-calendar', ghlBody({ private_api_key: SECRET_PLACEHOLDER }));
    const tested = await sendAs(ctx, owner.token, 'POST', '/api/company/ghl-calendar/test');
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toEqual({ message: GHL_TEXTS.connected });
    expect(ghl.http.requests.at(-1)?.headers.authorization).toBe(`Bearer ${ghl.account.apiKey}`);
  });

  it('explains a refused key or an unknown calendar with a 400, and an unreachable service with a 502', async () => {
    await sendAs(ctx, owner.token, 'POST', '/api/company/ghl-calendar', ghlBody({ private_api_key: 'wrong-key' }));
    const refused = await sendAs(ctx, owner.token, 'POST', '/api/company/ghl-calendar/test');
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(GHL_TEXTS.unauthorized);
    await sendAs(ctx, owner.token, 'POST', '/api/company/ghl-calendar', ghlBody({ calendar_id: 'nope' }));
    expect(errorOf(await sendAs(ctx, owner.token, 'POST', '/api/company/ghl-calendar/test')).message).toBe(
      GHL_TEXTS.calendarNotFound,
    );

    const offline = await createTestApp({ GHL_API_URL: 'http://127.0.0.1:9' });
    try {
      const company = await signUpCompany(offline);
      await sendAs(offline, company.token, 'POST', '/api/company/ghl-calendar', ghlBody());
      const unreachable = await sendAs(offline, company.token, 'POST', '/api/company/ghl-calendar/test');
      expect(unreachable.statusCode).toBe(502);
      expect(errorOf(unreachable).message).toBe(GHL_TEXTS.unreachable);
    } finally {
      await offline.close();
    }
  });

  it('requires the three fields, and a first save cannot use the placeholder', async () => {
    const empty = await sendAs(ctx, other.token, 'POST', '/api/company/ghl-calendar', {
      calendar_id: ' ',
      location_id: '',
      private_api_key: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).details?.['fieldErrors']).toMatchObject({
      calendar_id: ['Calendar ID is required'],
      location_id: ['Location ID is required'],
      private_api_key: ['Private API Key is required'],
    });
    const placeholder = await sendAs(
      ctx,
      other.token,
      'POST',
      '/api/company/ghl-calendar',
      ghlBody({ private_api_key: SECRET_PLACEHOLDER }),
    );
    expect(placeholder.statusCode).toBe(400);
    expect(errorOf(await sendAs(ctx, other.token, 'POST', '/api/company/ghl-calendar/test')).message).toBe(
      GHL_TEXTS.notConfigured,
    );
  });

  it('refuses a key that could never be sent in a header, rather than failing later as an unreachable service', async () => {
    for (const key of ['pit key', 'pit-\nkey', 'pït-key']) {
      const refused = await sendAs(ctx, other.token, 'POST', '/api/company/ghl-calendar', ghlBody({ private_api_key: key }));
      expect(refused.statusCode, key).toBe(400);
      expect(errorOf(refused).details?.['fieldErrors']).toMatchObject({
        private_api_key: ['Private API Key can only contain letters, digits and symbols, without spaces'],
      });
    }
    expect(errorOf(await sendAs(ctx, other.token, 'POST', '/api/company/ghl-calendar/test')).message).toBe(
      GHL_TEXTS.notConfigured,
    );
  });
});

describe('Google Calendar connection', () => {
  const config = async (token: string) =>
    (await getAs(ctx, token, '/api/company/google-calendar-config')).json<{ config: GoogleCalendarConfigView }>().config;

  it('saves the client (secret sealed, calendar id primary when empty) and is not connected yet', async () => {
    expect(errorOf(await getAs(ctx, owner.token, '/api/company/google-oauth-url')).message).toBe(GOOGLE_TEXTS.credentialsFirst);
    const saved = await sendAs(ctx, owner.token, 'POST', '/api/company/google-calendar-config', {
      client_id: google.client.id,
      client_secret: google.client.secret,
      calendar_id: '',
    });
    expect(saved.json()).toEqual({
      message: GOOGLE_TEXTS.credentialsSaved,
      config: {
        client_id: google.client.id,
        client_secret: SECRET_PLACEHOLDER,
        calendar_id: 'primary',
        is_enabled: true,
        is_connected: false,
        authorisation_refused: false,
      },
    });
    expect((await storedSecrets('google_calendar_configs', 'client_secret_sealed'))[0]).not.toContain(google.client.secret);
  });

  it('gives the consent address; the callback stores sealed tokens and marks the company connected', async () => {
    const { authUrl } = (await getAs(ctx, owner.token, '/api/company/google-oauth-url')).json<{ authUrl: string }>();
    const consent = new URL(authUrl);
    expect(consent.origin + consent.pathname).toBe(`${google.url}/o/oauth2/v2/auth`);
    expect(consent.searchParams.get('client_id')).toBe(google.client.id);
    expect(consent.searchParams.get('access_type')).toBe('offline');
    expect(consent.searchParams.get('redirect_uri')).toBe('http://frontdesk.test/api/company/google-oauth/callback');
    const state = consent.searchParams.get('state') ?? '';

    const callback = await ctx.app.inject({
      method: 'GET',
      url: `/api/company/google-oauth/callback?${new URLSearchParams({ code: google.issueCode(), state })}`,
    });
    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toBe('/google-integrations?google=connected');
    expect((await config(owner.token)).is_connected).toBe(true);
    const tokens = await ctx.database.executeSql('select refresh_token_sealed, access_token_sealed from google_calendar_configs');
    expect(JSON.stringify(tokens.rows)).not.toMatch(/refresh-|access-/);
  });

  it('refuses a forged or reused state, a used code and a denied consent, telling the popup why', async () => {
    const { authUrl } = (await getAs(ctx, owner.token, '/api/company/google-oauth-url')).json<{ authUrl: string }>();
    const state = new URL(authUrl).searchParams.get('state') ?? '';
    const forged = state.replace(/^[^.]+/, other.user.companyId ?? '');
    const cases: [Record<string, string>, string][] = [
      [{ code: google.issueCode(), state: forged }, GOOGLE_TEXTS.callbackInvalid],
      [{ code: 'never-issued', state }, GOOGLE_TEXTS.callbackFailed],
      [{ error: 'access_denied', state }, GOOGLE_TEXTS.callbackRefused],
    ];
    for (const [query, message] of cases) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/company/google-oauth/callback?${new URLSearchParams(query)}`,
      });
      expect(response.statusCode).toBe(302);
      expect(new URL(response.headers.location ?? '', 'http://x').searchParams.get('message')).toBe(message);
    }
    expect((await config(other.token)).is_connected).toBe(false);
  });

  it('drops the authorisation when another client id is saved', async () => {
    await sendAs(ctx, owner.token, 'POST', '/api/company/google-calendar-config', {
      client_id: google.client.id,
      client_secret: SECRET_PLACEHOLDER,
      calendar_id: 'primary',
    });
    expect((await config(owner.token)).is_connected).toBe(true);
    await sendAs(ctx, owner.token, 'POST', '/api/company/google-calendar-config', {
      client_id: 'another-client',
      client_secret: SECRET_PLACEHOLDER,
    });
    // Another client is not a refusal: nothing to explain on the tab.
    expect(await config(owner.token)).toMatchObject({ is_connected: false, authorisation_refused: false });
  });

  it('keeps the settings admin-only', async () => {
    const staff = await addStaffUser(ctx, owner.token);
    for (const path of ['/api/company/ghl-calendar', '/api/company/google-calendar-config', '/api/company/google-oauth-url'])
      expect((await getAs(ctx, staff.token, path)).statusCode).toBe(403);
    expect((await sendAs(ctx, staff.token, 'DELETE', '/api/company/google-calendar-config/connection')).statusCode).toBe(403);
  });
});

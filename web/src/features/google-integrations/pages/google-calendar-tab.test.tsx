import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_DEFAULTS } from '@frontdesk/contracts/calendar';
import { GOOGLE_CONNECTED_MESSAGE, GOOGLE_TEXTS, SECRET_PLACEHOLDER } from '@frontdesk/contracts/calendar-connections';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const blank = { client_id: '', client_secret: '', calendar_id: 'primary', is_enabled: false, is_connected: false };
const saved = {
  client_id: 'client.apps.test',
  client_secret: SECRET_PLACEHOLDER,
  calendar_id: 'primary',
  is_enabled: true,
  is_connected: false,
};

function open(routes: Record<string, FakeRoute>, path = '/google-integrations') {
  const api = createFakeApi({
    'GET /api/users/my-permissions': { body: { permissions: ['admin'] } },
    'GET /api/v1/email-config': { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } },
    'GET /api/company/calendar-config': { body: { config: CALENDAR_DEFAULTS } },
    ...routes,
  });
  storeSession(makeUser());
  return { api, ...renderApp(path) };
}

afterEach(() => vi.restoreAllMocks());

describe('Google Calendar tab', () => {
  it('saves the client (calendar id falls back to primary) and offers to connect only once both are filled', async () => {
    const { api, user } = open({
      'GET /api/company/google-calendar-config': { body: { config: blank } },
      'POST /api/company/google-calendar-config': { body: { message: GOOGLE_TEXTS.credentialsSaved, config: saved } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Google Calendar' }));
    await user.type(await screen.findByLabelText(/Client ID/), 'client.apps.test');
    expect(screen.queryByRole('button', { name: GOOGLE_TEXTS.connectButton })).toBeNull();
    await user.type(screen.getByLabelText(/Client Secret/), 'shh');
    await user.click(screen.getByRole('button', { name: 'Save Google Credentials' }));
    expect(await screen.findByText(GOOGLE_TEXTS.credentialsSaved)).toBeTruthy();
    expect(api.find('POST', '/api/company/google-calendar-config')[0]?.body).toEqual({
      client_id: 'client.apps.test',
      client_secret: 'shh',
      calendar_id: '',
      is_enabled: true,
    });
    expect(await screen.findByRole('button', { name: GOOGLE_TEXTS.connectButton })).toBeTruthy();
  });

  it('opens the consent page in a 500x600 popup, and shows the connection once the popup reports it', async () => {
    let connected = false;
    const popup = { location: { href: '' }, close: vi.fn() };
    const openWindow = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = open({
      'GET /api/company/google-calendar-config': () => ({ body: { config: { ...saved, is_connected: connected } } }),
      'GET /api/company/google-oauth-url': { body: { authUrl: 'https://accounts.example/consent?state=x' } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Google Calendar' }));
    await user.click(await screen.findByRole('button', { name: GOOGLE_TEXTS.connectButton }));
    expect(openWindow).toHaveBeenCalledWith('', 'google-oauth', 'width=500,height=600');
    await vi.waitFor(() => expect(popup.location.href).toBe('https://accounts.example/consent?state=x'));

    connected = true;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          data: { type: GOOGLE_CONNECTED_MESSAGE, ok: true, message: GOOGLE_TEXTS.connected },
        }),
      );
    });
    // The notice from the popup, then the config reloaded: connected, so no button, and its own notice.
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: GOOGLE_TEXTS.connectButton })).toBeNull());
    expect(screen.getAllByText(GOOGLE_TEXTS.connected)).toHaveLength(2);
  });

  it('opened back from Google without a popup, shows the outcome on the Google Calendar tab', async () => {
    open(
      { 'GET /api/company/google-calendar-config': { body: { config: saved } } },
      `/google-integrations?google=failed&message=${encodeURIComponent(GOOGLE_TEXTS.callbackInvalid)}`,
    );
    expect(await screen.findByRole('tab', { name: 'Google Calendar', selected: true })).toBeTruthy();
    expect(await screen.findByText(GOOGLE_TEXTS.callbackInvalid)).toBeTruthy();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_DEFAULTS } from '@frontdesk/contracts/calendar';
import {
  GOOGLE_CONNECTED_MESSAGE,
  GOOGLE_TAB_TEXTS,
  GOOGLE_TEXTS,
  SECRET_PLACEHOLDER,
} from '@frontdesk/contracts/calendar-connections';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const blank = {
  client_id: '',
  client_secret: '',
  calendar_id: 'primary',
  is_enabled: false,
  is_connected: false,
  authorisation_refused: false,
};
const saved = {
  client_id: 'client.apps.test',
  client_secret: SECRET_PLACEHOLDER,
  calendar_id: 'primary',
  is_enabled: true,
  is_connected: false,
  authorisation_refused: false,
};
const connectButton = () => screen.queryByRole('button', { name: GOOGLE_TEXTS.connectButton });
const disconnectButton = () => screen.queryByRole('button', { name: GOOGLE_TAB_TEXTS.disconnect });
const DISCONNECT = 'DELETE /api/company/google-calendar-config/connection';

function open(routes: Record<string, FakeRoute>, path = '/google-integrations') {
  const api = createFakeApi({
    'GET /api/users/my-permissions': { body: { permissions: ['admin'] } },
    'GET /api/v1/email-config': { body: null },
    'GET /api/company/calendar-config': { body: { config: CALENDAR_DEFAULTS } },
    ...routes,
  });
  storeSession(makeUser());
  return { api, ...renderApp(path) };
}

async function openGoogleTab(routes: Record<string, FakeRoute>) {
  const opened = open(routes);
  await opened.user.click(await screen.findByRole('tab', { name: 'Google Calendar' }));
  return opened;
}

afterEach(() => vi.restoreAllMocks());

describe('Google Calendar tab', () => {
  it('asks for the Client ID and Client Secret before saving', async () => {
    const { api, user } = await openGoogleTab({ 'GET /api/company/google-calendar-config': { body: { config: blank } } });
    await user.click(await screen.findByRole('button', { name: GOOGLE_TAB_TEXTS.save }));
    expect(await screen.findByText('Client ID is required')).toBeTruthy();
    expect(screen.getByText('Client Secret is required')).toBeTruthy();
    expect(api.find('POST', '/api/company/google-calendar-config')).toEqual([]);
  });

  it('saves the client (calendar id falls back to primary) and offers to connect only once both are saved', async () => {
    const { api, user } = await openGoogleTab({
      'GET /api/company/google-calendar-config': { body: { config: blank } },
      'POST /api/company/google-calendar-config': { body: { message: GOOGLE_TEXTS.credentialsSaved, config: saved } },
    });
    expect(screen.getByLabelText<HTMLInputElement>(/Calendar ID/).placeholder).toBe('primary');
    await user.type(await screen.findByLabelText(/Client ID/), 'client.apps.test');
    await user.type(screen.getByLabelText(/Client Secret/), 'shh');
    // Filled but not saved: Google would be asked with no client.
    expect(connectButton()).toBeNull();
    await user.click(screen.getByRole('button', { name: GOOGLE_TAB_TEXTS.save }));
    expect(await screen.findByText(GOOGLE_TEXTS.credentialsSaved)).toBeTruthy();
    expect(api.find('POST', '/api/company/google-calendar-config')[0]?.body).toEqual({
      client_id: 'client.apps.test',
      client_secret: 'shh',
      calendar_id: 'primary',
      is_enabled: true,
    });
    expect(await screen.findByRole('button', { name: GOOGLE_TEXTS.connectButton })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/Client Secret/).value).toBe(SECRET_PLACEHOLDER);
    expect(screen.getByText(GOOGLE_TAB_TEXTS.secretSaved)).toBeTruthy();
  });

  it('keeps the stored secret by sending the placeholder back', async () => {
    const { api, user } = await openGoogleTab({
      'GET /api/company/google-calendar-config': {
        body: { config: { ...saved, calendar_id: 'team@group.calendar.google.com' } },
      },
      'POST /api/company/google-calendar-config': { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: GOOGLE_TAB_TEXTS.save }));
    expect(await screen.findByText(GOOGLE_TEXTS.credentialsSaveFailed)).toBeTruthy();
    expect(api.find('POST', '/api/company/google-calendar-config')[0]?.body).toEqual({
      client_id: 'client.apps.test',
      client_secret: SECRET_PLACEHOLDER,
      calendar_id: 'team@group.calendar.google.com',
      is_enabled: true,
    });
  });

  it('hides the connect button when a field is emptied, and waits for unsaved changes to be saved', async () => {
    const { user } = await openGoogleTab({ 'GET /api/company/google-calendar-config': { body: { config: saved } } });
    expect(await screen.findByRole('button', { name: GOOGLE_TEXTS.connectButton })).toBeTruthy();
    await user.clear(screen.getByLabelText(/Client Secret/));
    expect(connectButton()).toBeNull();
    await user.type(screen.getByLabelText(/Client Secret/), 'new-secret');
    expect(connectButton()?.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(GOOGLE_TAB_TEXTS.saveBeforeConnect)).toBeTruthy();
  });

  it('opens the consent page in a 500x600 popup, and shows the connection once the popup reports it', async () => {
    let connected = false;
    const popup = { location: { href: '' }, close: vi.fn() };
    const openWindow = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { api, user } = await openGoogleTab({
      'GET /api/company/google-calendar-config': () => ({ body: { config: { ...saved, is_connected: connected } } }),
      'GET /api/company/google-oauth-url': { body: { authUrl: 'https://accounts.example/consent?state=x' } },
    });
    await user.click(await screen.findByRole('button', { name: GOOGLE_TEXTS.connectButton }));
    expect(openWindow).toHaveBeenCalledWith('', 'google-oauth', 'width=500,height=600');
    await vi.waitFor(() => expect(popup.location.href).toBe('https://accounts.example/consent?state=x'));
    expect(api.find('GET', '/api/company/google-oauth-url')).toHaveLength(1);

    // Another origin's message is not the popup's.
    const reads = api.find('GET', '/api/company/google-calendar-config').length;
    const result = { type: GOOGLE_CONNECTED_MESSAGE, ok: true, message: GOOGLE_TEXTS.connected };
    act(() => window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: result })));
    expect(screen.queryByText(GOOGLE_TEXTS.connected)).toBeNull();

    connected = true;
    act(() => window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: result })));
    // The notice from the popup, then the config read again: connected, so no button, and its own notice.
    await waitFor(() => expect(connectButton()).toBeNull());
    expect(api.find('GET', '/api/company/google-calendar-config').length).toBeGreaterThan(reads);
    expect(screen.getAllByText(GOOGLE_TEXTS.connected)).toHaveLength(2);
  });

  it('hears the popup over the broadcast channel when the browser cut it off from its opener', async () => {
    await openGoogleTab({ 'GET /api/company/google-calendar-config': { body: { config: saved } } });
    await screen.findByRole('button', { name: GOOGLE_TEXTS.connectButton });
    const channel = new BroadcastChannel(GOOGLE_CONNECTED_MESSAGE);
    channel.postMessage({ type: GOOGLE_CONNECTED_MESSAGE, ok: false, message: GOOGLE_TEXTS.callbackRefused });
    channel.close();
    expect(await screen.findByText(GOOGLE_TEXTS.callbackRefused)).toBeTruthy();
  });

  it("says 'Failed to initiate Google OAuth' (or the server's reason) and closes the popup when no address comes", async () => {
    const popup = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = await openGoogleTab({
      'GET /api/company/google-calendar-config': { body: { config: saved } },
      'GET /api/company/google-oauth-url': { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: GOOGLE_TEXTS.connectButton }));
    expect(await screen.findByText(GOOGLE_TEXTS.oauthFailed)).toBeTruthy();
    expect(popup.close).toHaveBeenCalled();
  });

  it('shows the connected notice instead of the connect button once connected', async () => {
    await openGoogleTab({ 'GET /api/company/google-calendar-config': { body: { config: { ...saved, is_connected: true } } } });
    expect(await screen.findByText(GOOGLE_TEXTS.connected)).toBeTruthy();
    expect(connectButton()).toBeNull();
  });

  it('offers to connect again, saying why, once Google refused the saved authorisation', async () => {
    await openGoogleTab({
      'GET /api/company/google-calendar-config': { body: { config: { ...saved, authorisation_refused: true } } },
    });
    expect(await screen.findByRole('button', { name: GOOGLE_TEXTS.connectButton })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(GOOGLE_TEXTS.reconnect);
    expect(screen.queryByText(GOOGLE_TEXTS.connected)).toBeNull();
    expect(disconnectButton()).toBeNull();
  });

  it('disconnects only once confirmed, then offers to connect again', async () => {
    const { api, user } = await openGoogleTab({
      'GET /api/company/google-calendar-config': { body: { config: { ...saved, is_connected: true } } },
      [DISCONNECT]: { body: { message: GOOGLE_TEXTS.disconnected, config: saved } },
    });
    await user.click(await screen.findByRole('button', { name: GOOGLE_TAB_TEXTS.disconnect }));
    const dialog = screen.getByRole('dialog', { name: GOOGLE_TAB_TEXTS.disconnectTitle });
    expect(within(dialog).getByText(GOOGLE_TAB_TEXTS.disconnectBody)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.find('DELETE', '/api/company/google-calendar-config/connection')).toEqual([]);
    expect(screen.getByText(GOOGLE_TEXTS.connected)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: GOOGLE_TAB_TEXTS.disconnect }));
    const again = screen.getByRole('dialog', { name: GOOGLE_TAB_TEXTS.disconnectTitle });
    await user.click(within(again).getByRole('button', { name: GOOGLE_TAB_TEXTS.disconnect }));
    expect(await screen.findByText(GOOGLE_TEXTS.disconnected)).toBeTruthy();
    expect(api.find('DELETE', '/api/company/google-calendar-config/connection')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: GOOGLE_TEXTS.connectButton })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(disconnectButton()).toBeNull();
    expect(screen.queryByText(GOOGLE_TEXTS.connected)).toBeNull();
    // A disconnect the company chose is not Google's refusal.
    expect(screen.queryByText(GOOGLE_TEXTS.reconnect)).toBeNull();
  });

  it("says 'Failed to disconnect Google Calendar' (or the server's reason) and stays connected when it fails", async () => {
    const { user } = await openGoogleTab({
      'GET /api/company/google-calendar-config': { body: { config: { ...saved, is_connected: true } } },
      [DISCONNECT]: { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: GOOGLE_TAB_TEXTS.disconnect }));
    const dialog = screen.getByRole('dialog', { name: GOOGLE_TAB_TEXTS.disconnectTitle });
    await user.click(within(dialog).getByRole('button', { name: GOOGLE_TAB_TEXTS.disconnect }));
    expect(await screen.findByText(GOOGLE_TEXTS.disconnectFailed)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(GOOGLE_TEXTS.connected)).toBeTruthy();
    expect(connectButton()).toBeNull();
  });

  it('says so when the settings cannot be loaded', async () => {
    await openGoogleTab({ 'GET /api/company/google-calendar-config': { status: 500 } });
    expect(await screen.findByText(GOOGLE_TAB_TEXTS.loadFailed)).toBeTruthy();
  });

  it('opened back from Google without a popup, shows the outcome on the Google Calendar tab', async () => {
    const { router } = open(
      { 'GET /api/company/google-calendar-config': { body: { config: saved } } },
      `/google-integrations?google=failed&message=${encodeURIComponent(GOOGLE_TEXTS.callbackInvalid)}`,
    );
    expect(await screen.findByRole('tab', { name: 'Google Calendar', selected: true })).toBeTruthy();
    expect(await screen.findByText(GOOGLE_TEXTS.callbackInvalid)).toBeTruthy();
    // The address forgets the outcome, so a reload does not show it again.
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

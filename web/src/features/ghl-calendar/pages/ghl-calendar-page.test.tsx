import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GHL_TEXTS, SECRET_PLACEHOLDER } from '@frontdesk/contracts/calendar-connections';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const empty = { calendar_id: '', location_id: '', private_api_key: '', is_enabled: false, configured: false };
const stored = {
  calendar_id: 'cal-456',
  location_id: 'loc-123',
  private_api_key: SECRET_PLACEHOLDER,
  is_enabled: true,
  configured: true,
};

function open(routes: Record<string, FakeRoute>) {
  const api = createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: ['admin'] } }, ...routes });
  storeSession(makeUser());
  return { api, ...renderApp('/ghl-calendar') };
}
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('GHL calendar page', () => {
  it('keeps Save and Test Connection off until the three fields are filled, then saves and says so', async () => {
    const { api, user } = open({
      'GET /api/company/ghl-calendar': { body: { config: empty } },
      'POST /api/company/ghl-calendar': { body: { message: GHL_TEXTS.saved, config: stored } },
    });
    await user.type(await screen.findByLabelText(/Calendar ID/), 'cal-456');
    expect(button('Test Connection').disabled).toBe(true);
    await user.type(screen.getByLabelText(/Location ID/), 'loc-123');
    await user.type(screen.getByLabelText(/Private API Key/), 'pit-secret');
    expect(button('Test Connection').disabled).toBe(false);
    await user.click(screen.getByLabelText('Enable GHL calendar sync'));
    await user.click(button('Save Configuration'));
    expect(await screen.findByText(GHL_TEXTS.saved)).toBeTruthy();
    expect(api.find('POST', '/api/company/ghl-calendar')[0]?.body).toEqual({
      calendar_id: 'cal-456',
      location_id: 'loc-123',
      private_api_key: 'pit-secret',
      is_enabled: true,
    });
    expect(screen.getByLabelText<HTMLInputElement>(/Private API Key/).value).toBe(SECRET_PLACEHOLDER);
  });

  it("tests the saved connection: the spec's success text, or the server's reason", async () => {
    const { user } = open({
      'GET /api/company/ghl-calendar': { body: { config: stored } },
      'POST /api/company/ghl-calendar/test': {
        status: 400,
        body: { message: GHL_TEXTS.unauthorized, code: 'VALIDATION_FAILED' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText(GHL_TEXTS.unauthorized)).toBeTruthy();
  });

  it("says 'Failed to load configuration' when it cannot load", async () => {
    open({ 'GET /api/company/ghl-calendar': { status: 500 } });
    expect(await screen.findByText(GHL_TEXTS.loadFailed)).toBeTruthy();
  });
});

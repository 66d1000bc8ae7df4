import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GHL_PAGE_TEXTS, GHL_TEXTS, SECRET_PLACEHOLDER } from '@frontdesk/contracts/calendar-connections';
import { createFakeApi, type FakeResponse, type FakeRoute } from '../../../test/fake-api';
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
const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);

/** An answer the test releases when it wants to, to see the page while it waits. */
function held(answer: FakeResponse) {
  let release = () => {};
  const route = () =>
    new Promise<FakeResponse>((resolve) => {
      release = () => resolve(answer);
    });
  return { route, release: () => release() };
}

describe('GHL calendar page', () => {
  it('keeps Test Connection off until the three fields are filled, then saves them and says so', async () => {
    const { api, user } = open({
      'GET /api/company/ghl-calendar': { body: { config: empty } },
      'POST /api/company/ghl-calendar': { body: { message: GHL_TEXTS.saved, config: stored } },
    });
    await user.type(await screen.findByLabelText(/Calendar ID/), 'cal-456');
    expect(button('Test Connection').disabled).toBe(true);
    await user.type(field(/Location ID/), 'loc-123');
    expect(button('Test Connection').disabled).toBe(true);
    await user.type(field(/Private API Key/), 'pit-secret');
    expect(button('Test Connection').disabled).toBe(false);
    await user.click(screen.getByLabelText(GHL_PAGE_TEXTS.enable));
    await user.click(button('Save Configuration'));
    expect(await screen.findByText(GHL_TEXTS.saved)).toBeTruthy();
    expect(api.find('POST', '/api/company/ghl-calendar')[0]?.body).toEqual({
      calendar_id: 'cal-456',
      location_id: 'loc-123',
      private_api_key: 'pit-secret',
      is_enabled: true,
    });
    // The form starts again from what the server kept: the key stands for itself by the placeholder.
    expect(field(/Private API Key/).value).toBe(SECRET_PLACEHOLDER);
    expect(screen.getByText(GHL_PAGE_TEXTS.keySaved)).toBeTruthy();
  });

  it('says which fields are required instead of saving an incomplete form', async () => {
    const { api, user } = open({ 'GET /api/company/ghl-calendar': { body: { config: empty } } });
    await user.type(await screen.findByLabelText(/Location ID/), 'loc-123');
    await user.click(button('Save Configuration'));
    expect(await screen.findByText('Calendar ID is required')).toBeTruthy();
    expect(screen.getByText('Private API Key is required')).toBeTruthy();
    expect(screen.queryByText('Location ID is required')).toBeNull();
    expect(api.find('POST', '/api/company/ghl-calendar')).toEqual([]);
  });

  it('sends the placeholder back to keep the stored key, with Save off while it saves', async () => {
    const answer = held({ body: { message: GHL_TEXTS.saved, config: { ...stored, is_enabled: false } } });
    const { api, user } = open({
      'GET /api/company/ghl-calendar': { body: { config: stored } },
      'POST /api/company/ghl-calendar': answer.route,
    });
    expect((await screen.findByLabelText<HTMLInputElement>(/Private API Key/)).value).toBe(SECRET_PLACEHOLDER);
    expect(screen.getByLabelText<HTMLInputElement>(GHL_PAGE_TEXTS.enable).checked).toBe(true);
    await user.click(screen.getByLabelText(GHL_PAGE_TEXTS.enable));
    await user.click(button('Save Configuration'));
    expect(button('Saving...').disabled).toBe(true);
    answer.release();
    expect(await screen.findByText(GHL_TEXTS.saved)).toBeTruthy();
    expect(api.find('POST', '/api/company/ghl-calendar')[0]?.body).toEqual({
      calendar_id: 'cal-456',
      location_id: 'loc-123',
      private_api_key: SECRET_PLACEHOLDER,
      is_enabled: false,
    });
  });

  it("shows the server's reason when saving fails, or the spec's text", async () => {
    const { user } = open({
      'GET /api/company/ghl-calendar': { body: { config: stored } },
      'POST /api/company/ghl-calendar': { status: 500 },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText(GHL_TEXTS.saveFailed)).toBeTruthy();
  });

  it('tests the saved connection, Test Connection off while it tests, and says it connected', async () => {
    const answer = held({ body: { message: GHL_TEXTS.connected } });
    const { api, user } = open({
      'GET /api/company/ghl-calendar': { body: { config: stored } },
      'POST /api/company/ghl-calendar/test': answer.route,
    });
    await user.click(await screen.findByRole('button', { name: 'Test Connection' }));
    expect(button('Testing...').disabled).toBe(true);
    answer.release();
    expect(await screen.findByText(GHL_TEXTS.connected)).toBeTruthy();
    expect(api.find('POST', '/api/company/ghl-calendar/test')[0]?.body).toBeUndefined();
    expect(button('Test Connection').disabled).toBe(false);
  });

  it("says why a test failed: GoHighLevel's reason, 'Failed to connect', or 'Failed to test' without an answer", async () => {
    let answer: () => FakeResponse = () => ({
      status: 400,
      body: { message: GHL_TEXTS.unauthorized, code: 'VALIDATION_FAILED' },
    });
    const { user } = open({
      'GET /api/company/ghl-calendar': { body: { config: stored } },
      'POST /api/company/ghl-calendar/test': () => answer(),
    });
    await user.click(await screen.findByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText(GHL_TEXTS.unauthorized)).toBeTruthy();

    answer = () => ({ status: 502 });
    await user.click(button('Test Connection'));
    expect(await screen.findByText(GHL_TEXTS.connectFailed)).toBeTruthy();

    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(button('Test Connection'));
    expect(await screen.findByText(GHL_TEXTS.testFailed)).toBeTruthy();
  });

  it('says the test checks the saved configuration while changes are unsaved', async () => {
    const { user } = open({ 'GET /api/company/ghl-calendar': { body: { config: stored } } });
    const calendar = await screen.findByLabelText(/Calendar ID/);
    expect(screen.queryByText(GHL_PAGE_TEXTS.testUsesSaved)).toBeNull();
    await user.type(calendar, '-2');
    await waitFor(() => expect(screen.getByText(GHL_PAGE_TEXTS.testUsesSaved)).toBeTruthy());
  });

  it('explains where the three values are found in GoHighLevel', async () => {
    open({ 'GET /api/company/ghl-calendar': { body: { config: empty } } });
    const steps = await screen.findAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(expect.arrayContaining([...GHL_PAGE_TEXTS.howTo]));
  });

  it("says 'Failed to load configuration' when it cannot load", async () => {
    open({ 'GET /api/company/ghl-calendar': { status: 500 } });
    expect(await screen.findByText(GHL_TEXTS.loadFailed)).toBeTruthy();
  });
});

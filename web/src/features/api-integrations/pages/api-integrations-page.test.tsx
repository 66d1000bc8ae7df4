import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INTEGRATION_TEXTS, type Integration } from '@frontdesk/contracts/api-integrations';
import { createFakeApi, type FakeResponse } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const listings: Integration = {
  id: 'int-1',
  name: 'Listings feed',
  category: 'REAL_ESTATE',
  api_type: 'RentCast',
  auth_method: 'API_KEY',
  credentials_set: ['api_key'],
  base_url: '',
  test_endpoint: '',
  is_enabled: true,
  test_status: 'failed',
  test_message: 'api.rentcast.io answered HTTP 401',
  last_tested: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
};

function open(routes: Record<string, FakeResponse>) {
  const api = createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: ['admin'] } }, ...routes });
  storeSession(makeUser());
  return { api, ...renderApp('/api-integrations') };
}

describe('API integrations page', () => {
  it('lists integrations with their badges and last test, or says there are none', async () => {
    open({ 'GET /api/integrations/integrations': { body: { integrations: [listings] } } });
    const row = (await screen.findByText('Listings feed')).closest('li') as HTMLElement;
    expect(within(row).getByText('Real Estate APIs · RentCast')).toBeTruthy();
    expect(within(row).getByText('Enabled')).toBeTruthy();
    expect(within(row).getByText('Test failed')).toBeTruthy();
    expect(within(row).getByText(/Last tested/)).toBeTruthy();
  });

  it('shows the empty state', async () => {
    open({ 'GET /api/integrations/integrations': { body: { integrations: [] } } });
    expect(await screen.findByText(INTEGRATION_TEXTS.empty)).toBeTruthy();
  });

  it('adds an integration in three steps, each Next only when the step is complete', async () => {
    const { api, user } = open({
      'GET /api/integrations/integrations': { body: { integrations: [] } },
      'POST /api/integrations/integrations': { status: 201, body: { message: INTEGRATION_TEXTS.created, integration: listings } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Integration' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Integration' });
    const next = () => within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(next().disabled).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'CRM');
    await user.selectOptions(within(dialog).getByLabelText('API type'), 'HubSpot');
    // Another category clears the API type.
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'REAL_ESTATE');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('API type').value).toBe('');
    await user.selectOptions(within(dialog).getByLabelText('API type'), 'RentCast');
    await user.type(within(dialog).getByLabelText('Name'), 'Listings feed');
    await user.click(next());

    expect(next().disabled).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText('Authentication method'), 'BASIC_AUTH');
    await user.click(next());
    await user.type(within(dialog).getByLabelText('Username'), 'ada');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    // Another method clears what was typed for the old one.
    await user.selectOptions(within(dialog).getByLabelText('Authentication method'), 'API_KEY');
    await user.click(next());
    const create = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Create Integration' });
    expect(create.disabled).toBe(true);
    const key = within(dialog).getByLabelText('API Key');
    expect(key.getAttribute('type')).toBe('password');
    await user.type(key, 'key-123');
    await user.click(create);

    expect(await screen.findByText(INTEGRATION_TEXTS.created)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.find('POST', '/api/integrations/integrations')[0]?.body).toEqual({
      name: 'Listings feed',
      category: 'REAL_ESTATE',
      api_type: 'RentCast',
      auth_method: 'API_KEY',
      credentials: { api_key: 'key-123' },
      base_url: '',
      test_endpoint: '',
    });
  });

  it("tests (showing the server's reason on failure), toggles, and deletes after confirming", async () => {
    const { api, user } = open({
      'GET /api/integrations/integrations': { body: { integrations: [listings] } },
      'POST /api/integrations/integrations/int-1/test': {
        status: 400,
        body: { message: 'api.rentcast.io answered HTTP 401', code: 'VALIDATION_FAILED' },
      },
      'POST /api/integrations/integrations/int-1/toggle': {
        body: { message: INTEGRATION_TEXTS.disabled, integration: { ...listings, is_enabled: false } },
      },
      'DELETE /api/integrations/integrations/int-1': { body: { message: INTEGRATION_TEXTS.deleted } },
    });
    await user.click(await screen.findByRole('button', { name: 'Test' }));
    expect(await screen.findByText('api.rentcast.io answered HTTP 401')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(INTEGRATION_TEXTS.disabled)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog');
    expect(within(confirm).getByText(INTEGRATION_TEXTS.confirmDelete)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(INTEGRATION_TEXTS.deleted)).toBeTruthy();
    await waitFor(() => expect(api.find('DELETE', '/api/integrations/integrations/int-1')).toHaveLength(1));
  });
});

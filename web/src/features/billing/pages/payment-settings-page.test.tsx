import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_TEXTS, EMPTY_BILLING_PROFILE, STRIPE_KEY_PLACEHOLDER } from '@frontdesk/contracts/billing';
import { createFakeApi } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';
import { leavePage } from '../../../lib/leave-page';

afterEach(() => vi.restoreAllMocks());

describe('payment settings page', () => {
  it("saves a company's billing contact, checks the e-mail, and opens the card portal", async () => {
    const api = createFakeApi({
      'GET /api/users/my-permissions': { body: { permissions: ['payment-settings'] } },
      'GET /api/billing/profile': { body: EMPTY_BILLING_PROFILE },
      'PUT /api/billing/profile': (request) => ({ body: request.body }),
      'POST /api/billing/customer-portal': { body: { url: 'https://billing.stripe.test/p/1' } },
    });
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    storeSession(makeUser());
    const { user } = renderApp('/settings');
    await user.type(await screen.findByLabelText('Billing e-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(api.find('PUT', '/api/billing/profile')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Billing e-mail'));
    await user.type(screen.getByLabelText('Billing e-mail'), 'accounts@harbour.example');
    await user.type(screen.getByLabelText('City'), 'Bristol');
    await user.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText(BILLING_TEXTS.profileSaved)).toBeTruthy();
    expect(api.find('PUT', '/api/billing/profile')[0]?.body).toMatchObject({
      billing_email: 'accounts@harbour.example',
      city: 'Bristol',
    });
    expect(screen.queryByText('Payment provider (Stripe)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Manage payment method' }));
    expect(leave).toHaveBeenCalledWith('https://billing.stripe.test/p/1');
  });

  it("shows the operator the platform's keys as present, never as values", async () => {
    const api = createFakeApi({
      'GET /api/billing/provider-settings': {
        body: {
          secret_key_configured: true,
          webhook_secret_configured: false,
          source: 'environment',
          webhook_url: 'http://localhost/api/billing/webhook',
        },
      },
      'PUT /api/billing/provider-settings': {
        body: {
          secret_key_configured: true,
          webhook_secret_configured: true,
          source: 'settings',
          webhook_url: 'http://localhost/api/billing/webhook',
        },
      },
    });
    storeSession(makeUser({ role: 'super_admin', isSuperAdmin: true, companyId: null, companySlug: null }));
    const { user } = renderApp('/settings');
    expect(await screen.findByText('Payment provider (Stripe)')).toBeTruthy();
    expect(screen.getByText('Webhook secret missing')).toBeTruthy();
    expect(screen.getByLabelText('Secret key')).toHaveProperty('value', STRIPE_KEY_PLACEHOLDER);
    expect(screen.queryByLabelText('Billing e-mail')).toBeNull();
    await user.type(screen.getByLabelText('Webhook signing secret'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Save keys' }));
    expect(screen.getByText('A webhook signing secret starts with whsec_')).toBeTruthy();
    await user.clear(screen.getByLabelText('Webhook signing secret'));
    await user.type(screen.getByLabelText('Webhook signing secret'), 'whsec_abc');
    await user.click(screen.getByRole('button', { name: 'Save keys' }));
    expect(await screen.findByText(BILLING_TEXTS.providerSaved)).toBeTruthy();
    expect(api.find('PUT', '/api/billing/provider-settings')[0]?.body).toEqual({
      secret_key: STRIPE_KEY_PLACEHOLDER,
      webhook_secret: 'whsec_abc',
    });
  });

  it('removes the keys saved here after asking, and goes back to the environment', async () => {
    const status = (source: 'settings' | 'environment' | 'none', configured: boolean) => ({
      body: {
        secret_key_configured: configured,
        webhook_secret_configured: configured,
        source,
        webhook_url: 'http://localhost/api/billing/webhook',
      },
    });
    const api = createFakeApi({
      'GET /api/billing/provider-settings': status('settings', true),
      'DELETE /api/billing/provider-settings': status('none', false),
    });
    storeSession(makeUser({ role: 'super_admin', isSuperAdmin: true, companyId: null, companySlug: null }));
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('button', { name: 'Remove saved keys' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the saved keys?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.find('DELETE', '/api/billing/provider-settings')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove saved keys' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(BILLING_TEXTS.providerRemoved)).toBeTruthy();
    expect(api.find('DELETE', '/api/billing/provider-settings')).toHaveLength(1);
    expect(screen.getByText('No keys yet: companies cannot pay by card')).toBeTruthy();
    expect(screen.getByLabelText('Secret key')).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: 'Remove saved keys' })).toBeNull();
  });
});

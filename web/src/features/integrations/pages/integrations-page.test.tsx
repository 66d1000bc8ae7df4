import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BRAND_DEFAULTS, BRAND_TEXTS, type BrandSettings } from '@frontdesk/contracts/branding';
import { EMAIL_CONFIG_TEXTS, SMTP_PASSWORD_PLACEHOLDER } from '@frontdesk/contracts/email-config';
import { INSTALL_STEPS, WIZARD_TEXTS } from '@frontdesk/contracts/integration-wizard';
import { TEXTS } from '@frontdesk/contracts/texts';
import { LEAVE_UNSAVED_TEXTS } from '@frontdesk/contracts/web-ui';
import { serviceClient } from '../../../lib/service-client';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const BRAND: BrandSettings = { ...BRAND_DEFAULTS, logo_url: '', company_name: 'Acme Homes', allowed_domains: [] };
const SAVED_EMAIL = {
  smtpHost: 'smtp.acme.example',
  smtpPort: 587,
  smtpUser: 'bookings@acme.example',
  smtpPassword: SMTP_PASSWORD_PLACEHOLDER,
  senderEmail: 'bookings@acme.example',
  senderName: 'Acme Homes',
};

function openIntegrations(routes: Record<string, FakeRoute> = {}) {
  const api = createFakeApi({
    'GET /api/users/my-permissions': { body: { permissions: ['dashboard', 'profile', 'integration'] } },
    'GET /api/company/slug/company-abc123': { body: { data: { slug: 'acme' } } },
    'GET /api/admin/brand-settings': { body: BRAND },
    'GET /api/v1/email-config': { body: null },
    ...routes,
  });
  storeSession(makeUser());
  return { api, ...renderApp('/integration') };
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;

beforeEach(() => serviceClient.clearCache());

describe('integrations page', () => {
  it("shows the public link, and the spec's message and code when the slug cannot be fetched", async () => {
    openIntegrations({ 'GET /api/company/slug/company-abc123': { status: 500 } });
    expect(await screen.findByText(TEXTS.integrations.slugFetchFailed)).toBeTruthy();
    expect(screen.getByText(TEXTS.integrations.slugFetchFailedCode)).toBeTruthy();
  });

  it('asks for an e-mail configuration, checks it with the spec texts, saves it through the service client and tests it', async () => {
    const { api, user } = openIntegrations({
      'POST /api/v1/email-config': ({ body }) => ({
        body: { message: EMAIL_CONFIG_TEXTS.saved, config: { ...(body as object), smtpPort: 587 } },
      }),
      'POST /api/v1/email-config/test': { body: { message: EMAIL_CONFIG_TEXTS.testSent('ada@example.com') } },
    });
    expect(await screen.findByText(EMAIL_CONFIG_TEXTS.required)).toBeTruthy();
    const email = card('Email Configuration');
    const testButton = within(email).getByRole('button', { name: 'Send Test Email' });
    expect((testButton as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(email).getByRole('button', { name: 'Save Email Configuration' }));
    expect(await within(email).findByText(EMAIL_CONFIG_TEXTS.hostRequired)).toBeTruthy();
    expect(within(email).getByText(EMAIL_CONFIG_TEXTS.senderNameRequired)).toBeTruthy();
    await user.type(within(email).getByLabelText('SMTP host'), 'smtp.acme.example');
    await waitFor(() => expect(within(email).queryByText(EMAIL_CONFIG_TEXTS.hostRequired)).toBeNull());

    await user.type(within(email).getByLabelText('SMTP username'), 'bookings@acme.example');
    await user.type(within(email).getByLabelText('SMTP password'), 'secret-pass');
    await user.type(within(email).getByLabelText('Sender email'), 'not-an-address');
    await user.type(within(email).getByLabelText('Sender name'), 'Acme Homes');
    await user.click(within(email).getByRole('button', { name: 'Save Email Configuration' }));
    expect(await within(email).findByText(EMAIL_CONFIG_TEXTS.senderEmailInvalid)).toBeTruthy();
    await user.clear(within(email).getByLabelText('Sender email'));
    await user.type(within(email).getByLabelText('Sender email'), 'bookings@acme.example');
    await user.click(within(email).getByRole('button', { name: 'Save Email Configuration' }));

    expect(await within(email).findByText(EMAIL_CONFIG_TEXTS.saved)).toBeTruthy();
    expect(api.find('POST', '/api/v1/email-config')[0]?.body).toEqual({
      smtpHost: 'smtp.acme.example',
      smtpPort: 587,
      smtpUser: 'bookings@acme.example',
      smtpPassword: 'secret-pass',
      senderEmail: 'bookings@acme.example',
      senderName: 'Acme Homes',
    });
    expect(within(email).queryByText(EMAIL_CONFIG_TEXTS.required)).toBeNull();
    await user.click(within(email).getByRole('button', { name: 'Send Test Email' }));
    expect(await within(email).findByText(EMAIL_CONFIG_TEXTS.testSent('ada@example.com'))).toBeTruthy();
  });

  it('reads a saved configuration through the fallback path when the versioned one is unknown', async () => {
    openIntegrations({ 'GET /api/v1/email-config': { status: 404 }, 'GET /api/email-config': { body: SAVED_EMAIL } });
    const host = await screen.findByLabelText<HTMLInputElement>('SMTP host');
    await waitFor(() => expect(host.value).toBe('smtp.acme.example'));
    expect(screen.queryByText(EMAIL_CONFIG_TEXTS.required)).toBeNull();
  });

  it('gives the widget snippet with the steps of each platform, in keyboard-operable tabs', async () => {
    const { user } = openIntegrations();
    const widget = await waitFor(() => card('Chat Widget Integration'));
    expect(within(widget).getByText(INSTALL_STEPS.wordpress[0] ?? '')).toBeTruthy();
    expect(within(widget).getByText(/data-company="acme"/)).toBeTruthy();
    await user.click(within(widget).getByRole('tab', { name: 'Joomla' }));
    expect(within(widget).getByText(INSTALL_STEPS.joomla[0] ?? '')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(widget).getByRole('tab', { name: 'Custom HTML' }).getAttribute('aria-selected')).toBe('true');
  });

  it('saves the brand settings, marks unsaved changes until then, and shows the unsaved colour in the live preview', async () => {
    const { api, user, router } = openIntegrations({
      'POST /api/admin/brand-settings': ({ body }) => ({ body: { message: BRAND_TEXTS.saved, settings: body } }),
    });
    const brand = await waitFor(() => card('Brand Customization'));
    const primary = within(brand).getByLabelText('Primary colour');
    expect(within(brand).queryByText('Unsaved changes')).toBeNull();
    await user.clear(primary);
    await user.type(primary, 'blue');
    expect(within(brand).getByText('Unsaved changes')).toBeTruthy();
    // Leaving now would lose the change: the page asks, and the visitor can stay.
    await act(() => router.navigate('/profile'));
    await user.click(
      within(await screen.findByRole('dialog', { name: LEAVE_UNSAVED_TEXTS.title })).getByText(LEAVE_UNSAVED_TEXTS.stay),
    );
    expect(router.state.location.pathname).toBe('/integration');
    await user.click(within(brand).getByRole('button', { name: 'Save Brand Settings' }));
    expect(await within(brand).findByText(BRAND_TEXTS.colorFormat)).toBeTruthy();
    await user.clear(primary);
    await user.type(primary, '#0E7490');
    await waitFor(() =>
      expect(screen.getByTitle<HTMLIFrameElement>('Live preview of the chat widget').getAttribute('srcdoc')).toContain(
        'data-color="#0E7490"',
      ),
    );
    await user.click(within(brand).getByRole('button', { name: 'Save Brand Settings' }));
    expect(await within(brand).findByText(BRAND_TEXTS.saved)).toBeTruthy();
    expect(within(brand).queryByText('Unsaved changes')).toBeNull();
    expect(api.find('POST', '/api/admin/brand-settings')[0]?.body).toMatchObject({
      primary_color: '#0E7490',
      allowed_domains: [],
    });
  });

  it('shows a wrong embedding domain under its field without saving, and keeps a pasted address as its host', async () => {
    const { api, user } = openIntegrations({
      'POST /api/admin/brand-settings': ({ body }) => ({ body: { message: BRAND_TEXTS.saved, settings: body } }),
    });
    const brand = await waitFor(() => card('Brand Customization'));
    const domains = within(brand).getByLabelText('Websites allowed to embed the chat');
    for (const wrong of ['localhost:3100', '*.foo', 'not_a_domain']) {
      await user.clear(domains);
      await user.type(domains, `example.com\n${wrong}`);
      await user.click(within(brand).getByRole('button', { name: 'Save Brand Settings' }));
      expect(await within(brand).findByText(BRAND_TEXTS.domainFormat)).toBeTruthy();
    }
    expect(api.find('POST', '/api/admin/brand-settings')).toHaveLength(0);

    await user.clear(domains);
    await user.type(domains, 'https://Shop.Example.com/');
    await waitFor(() => expect(within(brand).queryByText(BRAND_TEXTS.domainFormat)).toBeNull());
    await user.click(within(brand).getByRole('button', { name: 'Save Brand Settings' }));
    expect(await within(brand).findByText(BRAND_TEXTS.saved)).toBeTruthy();
    expect(api.find('POST', '/api/admin/brand-settings')[0]?.body).toMatchObject({ allowed_domains: ['shop.example.com'] });
    expect((domains as HTMLTextAreaElement).value).toBe('shop.example.com');
    expect(within(brand).queryByText('Unsaved changes')).toBeNull();
  });

  it("puts the server's message about one listed domain under the domains field", async () => {
    const { user } = openIntegrations({
      'POST /api/admin/brand-settings': {
        status: 400,
        body: {
          message: 'Validation failed',
          code: 'VALIDATION_FAILED',
          details: { fieldErrors: { 'allowed_domains.1': [BRAND_TEXTS.domainFormat] } },
        },
      },
    });
    const brand = await waitFor(() => card('Brand Customization'));
    const domains = within(brand).getByLabelText('Websites allowed to embed the chat');
    await user.type(domains, 'example.com\nexample.org');
    await user.click(within(brand).getByRole('button', { name: 'Save Brand Settings' }));
    const message = await within(brand).findByText(BRAND_TEXTS.domainFormat);
    expect(domains.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('walks through the wizard: detect, copy, install, test', async () => {
    let installed = false;
    const { user } = openIntegrations({
      'POST /api/v2/integration-wizard/detect-platform': {
        body: { platform: 'wordpress', confidence: 85, adminUrl: 'https://acme.example/wp-admin/' },
      },
      'POST /api/v2/integration-wizard/generate-code': {
        body: {
          code: '<script src="x/widget.js" data-company="acme" async></script>',
          instructions: { steps: INSTALL_STEPS.wordpress },
        },
      },
      'POST /api/v2/integration-wizard/verify-integration': () => ({
        body: installed
          ? { success: true, details: { recommendations: [] } }
          : { success: false, details: { recommendations: [WIZARD_TEXTS.pasteBeforeBody, WIZARD_TEXTS.clearCache] } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: TEXTS.integrations.tryWizard }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Detect Platform' }));
    expect(within(dialog).getByText(WIZARD_TEXTS.urlRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Website URL'), 'https://acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Detect Platform' }));
    expect(await within(dialog).findByText(/85% sure your site runs on WordPress/)).toBeTruthy();
    expect(await within(dialog).findByText(/data-company="acme"/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('link', { name: 'Open your WordPress admin' }).getAttribute('href')).toBe(
      'https://acme.example/wp-admin/',
    );
    await user.click(within(dialog).getByRole('button', { name: WIZARD_TEXTS.testIntegration }));
    expect(await within(dialog).findByText(`${WIZARD_TEXTS.pasteBeforeBody} ${WIZARD_TEXTS.clearCache}`)).toBeTruthy();
    installed = true;
    await user.click(within(dialog).getByRole('button', { name: WIZARD_TEXTS.testIntegration }));
    expect(await within(dialog).findByText('Your chat is live on your website.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tells when the platform cannot be recognised', async () => {
    const { user } = openIntegrations({
      'POST /api/v2/integration-wizard/detect-platform': { body: { platform: 'unknown', confidence: 0, adminUrl: null } },
    });
    await user.click(await screen.findByRole('button', { name: TEXTS.integrations.tryWizard }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Website URL'), 'https://hand-made.example');
    await user.click(within(dialog).getByRole('button', { name: 'Detect Platform' }));
    expect(await within(dialog).findByText(WIZARD_TEXTS.notDetected)).toBeTruthy();
    expect(within(dialog).getByLabelText('Website URL')).toBeTruthy();
  });
});

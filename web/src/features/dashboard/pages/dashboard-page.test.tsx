import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_TEXTS, type Onboarding } from '@frontdesk/contracts/onboarding';
import type { PagePermission } from '@frontdesk/contracts/permissions';
import { TEXTS } from '@frontdesk/contracts/texts';
import { OPERATOR_VISIT_LINE } from '@frontdesk/contracts/web-ui';
import { createFakeApi, type FakeResponse } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';
import { publicChatUrl, resolvePublicChatSlug } from '../public-chat-link';

const ONBOARDING: Onboarding = {
  steps: [
    { key: 'knowledge', done: true },
    { key: 'simulator', done: true },
    { key: 'shared', done: false },
    { key: 'calendar', done: false },
    { key: 'ai', done: false },
  ],
  health: {
    responder: 'builtin',
    model: null,
    last_model_error: null,
    conversations_today: 3,
    leads_today: 1,
    knowledge_entries: 12,
  },
};

function openDashboard(
  slugAnswer: FakeResponse,
  overrides = {},
  onboarding: FakeResponse = { body: ONBOARDING },
  permissions: PagePermission[] = [],
) {
  createFakeApi({
    'GET /api/users/my-permissions': { body: { permissions } },
    'GET /api/company/slug/company-abc123': slugAnswer,
    'GET /api/company/onboarding': onboarding,
  });
  storeSession(makeUser(overrides));
  return renderApp('/dashboard');
}

describe('resolvePublicChatSlug', () => {
  it('prefers the fetched slug, then the stored slug, the company id, and finally demo', () => {
    expect(resolvePublicChatSlug('fetched', { companySlug: 'stored', companyId: 'company-1' })).toBe('fetched');
    expect(resolvePublicChatSlug(undefined, { companySlug: 'stored', companyId: 'company-1' })).toBe('stored');
    expect(resolvePublicChatSlug(undefined, { companySlug: null, companyId: 'company-1' })).toBe('company-1');
    expect(resolvePublicChatSlug(undefined, { companySlug: null, companyId: null })).toBe('demo');
    expect(publicChatUrl('https://desk.example', 'acme homes')).toBe('https://desk.example/public-chat/acme%20homes');
  });
});

describe('dashboard page', () => {
  it("says when the model failed, and shows a user without the dashboard's permission the rest of the page", async () => {
    openDashboard(
      { body: { data: { slug: 'acme' } } },
      {},
      {
        body: {
          ...ONBOARDING,
          health: {
            ...ONBOARDING.health,
            responder: 'company-key',
            model: 'gpt-4',
            last_model_error: { outcome: 'timeout', at: '2026-11-24T10:00:00.000Z' },
          },
        },
      },
    );
    expect(await screen.findByText(/the model did not answer in time/)).toBeTruthy();
    expect(screen.getByText('Your OpenAI key (gpt-4)')).toBeTruthy();
  });

  it('does not welcome the operator back when it visits the company', async () => {
    openDashboard({ body: { data: { slug: 'acme' } } }, { name: 'Super', isSuperAdmin: true, impersonatedBy: 'operator-1' });
    expect(await screen.findByText(OPERATOR_VISIT_LINE)).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('leaves the checklist out for a user the server refuses it', async () => {
    openDashboard(
      { body: { data: { slug: 'acme' } } },
      { role: 'user' },
      { status: 403, body: { message: 'no', code: 'FORBIDDEN' } },
      ['dashboard'],
    );
    expect(await screen.findByText('Welcome back, Ada!')).toBeTruthy();
    await screen.findByRole('button', { name: 'Copy' });
    expect(screen.queryByText('Getting started')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('welcomes the user with the checklist from the real state, the assistant health and the feature cards', async () => {
    openDashboard({ body: { data: { slug: 'acme' } } });
    expect(await screen.findByRole('heading', { name: TEXTS.dashboard.title })).toBeTruthy();
    expect(screen.getByText('Welcome back, Ada!')).toBeTruthy();
    // Document 000, section 2.8: the three tiles.
    const account = screen.getByLabelText('Your account');
    const tiles = within(account)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(tiles).toEqual([
      ['Account Status', 'Active'],
      ['Plan', 'Professional'],
      ['Role', 'Administrator'],
    ]);
    expect(await screen.findByText('2 of 5 steps done')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: new RegExp(`^Done: ${ONBOARDING_TEXTS.knowledge.title}`) }).getAttribute('href'),
    ).toBe('/company-setup');
    expect(screen.getByRole('link', { name: new RegExp(`^To do: ${ONBOARDING_TEXTS.shared.title}`) }).getAttribute('href')).toBe(
      '/integration',
    );
    expect(screen.getByText('Built-in responder')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    // Document 000: the feature cards link to these six pages, all of which a company admin may open.
    for (const path of ['/chat', '/custom-prompt', '/company-setup', '/billing', '/integration', '/statistics']) {
      expect(document.querySelector(`main a[href="${path}"]`)).not.toBeNull();
    }
  });

  it('links a user only to the pages their permissions open, as the navigation does', async () => {
    openDashboard({ body: { data: { slug: 'acme' } } }, { role: 'user' }, { body: ONBOARDING }, [
      'dashboard',
      'profile',
      'company-setup',
      'statistics',
    ]);
    expect(await screen.findByText('2 of 5 steps done')).toBeTruthy();
    const main = screen.getByRole('main');
    // The cards follow the permissions fetched for the session.
    expect((await within(main).findByRole('link', { name: /^Statistics/ })).getAttribute('href')).toBe('/statistics');
    for (const path of ['/chat', '/custom-prompt', '/billing', '/integration', '/google-integrations', '/openai-settings']) {
      expect(main.querySelector(`a[href="${path}"]`), path).toBeNull();
    }
    expect(
      within(main)
        .getByRole('link', { name: /^Company Setup/ })
        .getAttribute('href'),
    ).toBe('/company-setup');
    // A step the user cannot do still says what is left, without a link.
    expect(within(main).getByText(ONBOARDING_TEXTS.shared.title)).toBeTruthy();
    expect(
      within(main)
        .getByRole('link', { name: new RegExp(`^Done: ${ONBOARDING_TEXTS.knowledge.title}`) })
        .getAttribute('href'),
    ).toBe('/company-setup');
  });

  it('links the public chat by slug, with a local QR code, Copy and Open', async () => {
    const { user } = openDashboard({ body: { data: { slug: 'acme-homes' } } });
    const url = `${window.location.origin}/public-chat/acme-homes`;
    const card = (await screen.findByText(url)).closest('section') as HTMLElement;

    const open = within(card).getByRole('link', { name: 'Open' });
    expect(open.getAttribute('href')).toBe(url);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toContain('noopener');

    const qr = await within(card).findByRole('img', { name: 'QR code for your public chat link' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(qr.getAttribute('width')).toBe('100');

    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    // user-event installs a clipboard stand-in; what it holds is what a paste would give.
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await within(card).findByRole('button', { name: TEXTS.dashboard.copied })).toBeTruthy();
  });

  it('falls back to the stored slug when the slug cannot be fetched', async () => {
    openDashboard({ status: 500 }, { companySlug: 'stored-slug' });
    expect(await screen.findByText(`${window.location.origin}/public-chat/stored-slug`)).toBeTruthy();
  });
});

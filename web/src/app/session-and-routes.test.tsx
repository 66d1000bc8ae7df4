import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INACTIVITY_TIMEOUT_MS, SESSION_KEEP_ALIVE_MS } from '@frontdesk/contracts/constants';
import { SUPER_ADMIN_TEXTS } from '@frontdesk/contracts/super-admin';
import { TEXTS } from '@frontdesk/contracts/texts';
import { createFakeApi } from '../test/fake-api';
import { makeJwt, makeUser, renderApp, storeSession } from '../test/render-app';

const signInPage = () => screen.findByRole('heading', { name: 'Sign in to your account' });

describe('route guards', () => {
  it.each(['/', '/dashboard', '/profile'])('sends an anonymous visitor from %s to sign-in', async (path) => {
    createFakeApi({});
    const { router } = renderApp(path);
    await signInPage();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user away from the public-only pages', async () => {
    createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: [] } } });
    storeSession(makeUser());
    const { router } = renderApp('/register');
    expect(await screen.findByRole('heading', { name: TEXTS.dashboard.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows an unknown page on its own to an anonymous visitor', async () => {
    createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: [] } } });
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it.each([
    ['/statistics', '/api/statistics'],
    ['/billing', '/api/billing/bills'],
    ['/integration', '/api/admin/brand-settings'],
    ['/custom-prompt', '/api/company/prompt'],
    ['/settings', '/api/billing/profile'],
  ])('tells a user without the permission for %s so, once, without calling its API', async (path, call) => {
    const api = createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: ['dashboard', 'profile'] } } });
    storeSession(makeUser({ role: 'user' }));
    renderApp(path);
    expect(await screen.findByText(TEXTS.auth.forbidden)).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    // Not a dead end: the way back is beside the refusal.
    expect(screen.getByRole('link', { name: TEXTS.actions.goToDashboard }).getAttribute('href')).toBe('/dashboard');
    expect(api.requests.some((request) => request.path.startsWith(call))).toBe(false);
  });

  it('follows a change of permissions when the tab is looked at again, without a reload', async () => {
    let permissions = ['dashboard', 'profile', 'statistics'];
    createFakeApi({
      'GET /api/users/my-permissions': () => ({ body: { permissions } }),
      'GET /api/statistics': { body: { activeChats: 1, totalUsers: 2, totalPayments: 0, recentPayments: [] } },
    });
    storeSession(makeUser({ role: 'user' }));
    renderApp('/statistics');
    expect(await screen.findByText('Active Chats')).toBeTruthy();
    // The admin took Statistics away while this tab was in the background.
    permissions = ['dashboard', 'profile'];
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText(TEXTS.auth.forbidden)).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Statistics' })).toBeNull();
  });

  it('opens a page once the fetched permissions include it', async () => {
    createFakeApi({
      'GET /api/users/my-permissions': { body: { permissions: ['dashboard', 'profile', 'statistics'] } },
      'GET /api/statistics': { body: { activeChats: 1, totalUsers: 2, totalPayments: 0, recentPayments: [] } },
    });
    storeSession(makeUser({ role: 'user' }));
    renderApp('/statistics');
    expect(await screen.findByText('Active Chats')).toBeTruthy();
    expect(screen.queryByText(TEXTS.auth.forbidden)).toBeNull();
  });

  it('frames an unknown page with the navigation when signed in', async () => {
    createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: [] } } });
    storeSession(makeUser());
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('lets a keyboard user skip the navigation: the first Tab reaches a link to the page', async () => {
    createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: [] } } });
    storeSession(makeUser());
    const { user } = renderApp('/no-such-page');
    await screen.findByRole('heading', { name: 'Page not found' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});

describe('session', () => {
  it('logs out on load when the stored token has expired', async () => {
    const api = createFakeApi({});
    storeSession(makeUser({ isSuperAdmin: true }), makeJwt(Math.floor(Date.now() / 1000) - 60));
    renderApp('/dashboard');
    await signInPage();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it("ends a blocked company's session and says it was blocked, not only that the session ended", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createFakeApi({
      'GET /api/users/my-permissions': { status: 403, body: { message: TEXTS.auth.companyBlocked, code: 'COMPANY_BLOCKED' } },
    });
    storeSession(makeUser());
    const { router } = renderApp('/dashboard');
    expect(await screen.findByText(TEXTS.auth.companyBlocked)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('ends the session on a 401 and says why on the sign-in page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createFakeApi({
      'GET /api/users/my-permissions': { status: 401, body: { message: 'Session expired', code: 'SESSION_EXPIRED' } },
    });
    storeSession(makeUser());
    const { router } = renderApp('/dashboard');
    expect(await screen.findByText(TEXTS.auth.sessionExpired)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('only logs a failed permission fetch and keeps the stored list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createFakeApi({ 'GET /api/users/my-permissions': { status: 500 } });
    storeSession(makeUser({ role: 'user', permissions: ['dashboard', 'company-setup'] }));
    renderApp('/dashboard');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('heading', { name: TEXTS.dashboard.title })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Admin' })).toBeTruthy();
  });

  it('does not fetch permissions for a super admin', async () => {
    const api = createFakeApi({});
    storeSession(makeUser({ isSuperAdmin: true, impersonatedBy: 'super-1' }));
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'Profile' });
    expect(api.find('GET', '/api/users/my-permissions')).toEqual([]);
  });

  it('takes a staff member without the dashboard to a page they may open, and a refusal there too', async () => {
    createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: ['profile', 'chat'] } } });
    storeSession(makeUser({ role: 'user', permissions: ['profile', 'chat'] }));
    const { router, user } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/business-chat'));

    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByText(TEXTS.auth.forbidden)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Go to Business Intelligence Chat' }));
    expect(router.state.location.pathname).toBe('/business-chat');
  });

  it('keeps the server session alive while the user types, reading the permissions again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: ['profile'] } } });
    storeSession(makeUser());
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'Profile' });
    const asked = () => api.find('GET', '/api/users/my-permissions').length;
    const before = asked();
    // Two minutes of typing, a key every ten seconds: the server hears of it every half minute.
    for (let second = 10; second <= 120; second += 10) {
      await act(() => vi.advanceTimersByTimeAsync(10_000));
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    }
    await waitFor(() => expect(asked() - before).toBe(4));
  });

  it('does not keep the server session alive for a page scrolling itself, only for a person', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: ['profile'] } } });
    storeSession(makeUser());
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'Profile' });
    const asked = () => api.find('GET', '/api/users/my-permissions').length;
    const before = asked();
    for (let minute = 1; minute <= 2; minute += 1) {
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      window.dispatchEvent(new Event('scroll'));
    }
    expect(asked()).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    window.dispatchEvent(new WheelEvent('wheel'));
    await waitFor(() => expect(asked()).toBe(before + 1));
  });

  it("keeps a super admin's session alive from their account, not permissions", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = createFakeApi({
      'GET /api/users/me': { body: { user: makeUser({ isSuperAdmin: true, impersonatedBy: 'super-1' }) } },
    });
    storeSession(makeUser({ isSuperAdmin: true, impersonatedBy: 'super-1' }));
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'Profile' });
    await act(() => vi.advanceTimersByTimeAsync(SESSION_KEEP_ALIVE_MS));
    window.dispatchEvent(new MouseEvent('mousedown'));
    await waitFor(() => expect(api.find('GET', '/api/users/me')).toHaveLength(1));
    expect(api.find('GET', '/api/users/my-permissions')).toEqual([]);
  });

  it('times out after fifteen minutes without activity', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    createFakeApi({ 'GET /api/users/my-permissions': { body: { permissions: [] } } });
    storeSession(makeUser());
    const { router } = renderApp('/profile');
    await screen.findByRole('heading', { name: 'Profile' });

    await act(() => vi.advanceTimersByTimeAsync(INACTIVITY_TIMEOUT_MS));
    expect(alert).toHaveBeenCalledWith(TEXTS.auth.sessionExpired);
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

describe('super-admin link', () => {
  const SUPER_ADMIN = makeUser({ isSuperAdmin: true, impersonatedBy: 'super-1', role: 'admin' });

  it('trades the code in the address for a session of this tab alone, drops the query and shows the banner', async () => {
    const OPERATOR = makeUser({ id: 'super-1', isSuperAdmin: true, role: 'super_admin', companyId: null, companySlug: null });
    const operatorToken = storeSession(OPERATOR);
    const api = createFakeApi({
      'GET /api/company/info': {
        body: [
          { company_title: 'Harbour Bakery', company_type: 'general', slug: 'harbour-bakery', company_id: 'company-abc123' },
        ],
      },
      'GET /api/super-admin/tenants': { body: { tenants: [] } },
      'POST /api/super-admin/impersonation/exchange': { body: { token: 'impersonation-token', user: SUPER_ADMIN } },
    });
    const { router, user } = renderApp('/profile?super_admin_token=one-minute-code-0123456789');

    expect(await screen.findByText(TEXTS.superAdmin.bannerText)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('');
    expect(api.find('POST', '/api/super-admin/impersonation/exchange').map((request) => request.body)).toEqual([
      { code: 'one-minute-code-0123456789' },
    ]);
    // The operator's other tabs keep the operator: the visit lives in this tab's storage.
    expect(window.sessionStorage.getItem('token')).toBe('impersonation-token');
    expect(window.localStorage.getItem('token')).toBe(operatorToken);
    expect(api.find('GET', '/api/users/my-permissions')).toEqual([]);
    expect(await screen.findByText('(Harbour Bakery)')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: TEXTS.superAdmin.backToDashboard }));
    expect(router.state.location.pathname).toBe('/super-admin-dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(api.find('POST', '/api/auth/logout')).toHaveLength(1);
  });

  it.each([true, false])('says in the banner when the company visited is blocked (blocked: %s)', async (isBlocked) => {
    storeSession(SUPER_ADMIN);
    const api = createFakeApi({
      'GET /api/super-admin/tenants/company-abc123': {
        body: {
          tenant: {
            company_id: 'company-abc123',
            company_name: 'Harbour Bakery',
            company_slug: 'harbour-bakery',
            is_blocked: isBlocked,
            created_at: '2030-01-01T10:00:00.000Z',
            verified: true,
            stats: { userCount: 1, activeChats: 0 },
          },
        },
      },
    });
    renderApp('/profile');
    const banner = await screen.findByRole('region', { name: 'Super admin mode' });
    await waitFor(() => expect(api.find('GET', '/api/super-admin/tenants/company-abc123')).toHaveLength(1));
    if (isBlocked) expect(await within(banner).findByText(SUPER_ADMIN_TEXTS.blocked)).toBeTruthy();
    else {
      // The answer has been read and rendered (act flushes its update) and says nothing.
      await act(async () => {});
      expect(within(banner).queryByText(SUPER_ADMIN_TEXTS.blocked)).toBeNull();
    }
  });

  it('sends the operator on its own session from company pages to the console', async () => {
    storeSession(makeUser({ isSuperAdmin: true, role: 'super_admin', companyId: null, companySlug: null }));
    createFakeApi({ 'GET /api/super-admin/tenants': { body: { tenants: [] } } });
    const { router } = renderApp('/company-setup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/super-admin-dashboard'));
    expect(await screen.findByText('Company overview and management')).toBeTruthy();
  });

  it('sends a refused code to sign-in, saying why, and forgets the stored session', async () => {
    createFakeApi({
      'POST /api/super-admin/impersonation/exchange': {
        status: 400,
        body: { message: TEXTS.auth.invalidSignInLink, code: 'INVALID_LINK' },
      },
      'GET /api/users/my-permissions': { body: { permissions: [] } },
    });
    storeSession(makeUser());
    const { router } = renderApp('/dashboard?super_admin_token=used-code-0123456789');
    await signInPage();
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText(TEXTS.auth.invalidSignInLink)).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUPER_ADMIN_TEXTS, type PlatformDashboard, type Tenant } from '@frontdesk/contracts/super-admin';
import { TEXTS } from '@frontdesk/contracts/texts';
import { leavePage } from '../../../lib/leave-page';
import { createFakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, renderApp, storeSession } from '../../../test/render-app';

const operator = makeUser({ id: 'super-1', isSuperAdmin: true, role: 'super_admin', companyId: null, companySlug: null });
const bakery: Tenant = {
  company_id: 'company-abc123',
  company_name: 'Harbour Bakery',
  company_slug: 'harbour-bakery',
  is_blocked: false,
  created_at: '2030-01-01T10:00:00.000Z',
  verified: true,
  stats: { userCount: 3, activeChats: 2 },
};
const dental: Tenant = {
  ...bakery,
  company_id: 'company-def456',
  company_name: 'Hilltop Dental',
  company_slug: 'hilltop',
  stats: { userCount: 1, activeChats: 0 },
};
const figures: PlatformDashboard = {
  totalCompanies: 2,
  activeCompanies: 2,
  totalUsers: 4,
  activeChats: 2,
  companiesWithUsers: 2,
  companiesWithActiveChats: 1,
  companiesWithUnreadMessages: 1,
  topCompanies: [
    { company_id: bakery.company_id, company_name: bakery.company_name, userCount: 3 },
    { company_id: dental.company_id, company_name: dental.company_name, userCount: 1 },
  ],
};

function openConsole(routes: Record<string, FakeRoute> = {}) {
  const api = createFakeApi({
    'GET /api/super-admin/tenants': { body: { tenants: [bakery, dental] } },
    'GET /api/super-admin/analytics/dashboard': { body: figures },
    'GET /api/super-admin/messages/companies/all': {
      body: {
        companies: [
          {
            company_id: bakery.company_id,
            company_name: bakery.company_name,
            unread_count: 1,
            last_message: 'Hi',
            last_message_at: null,
          },
        ],
      },
    },
    'GET /api/super-admin/audit-log?limit=20': {
      body: {
        entries: [
          {
            id: 7,
            created_at: '2030-01-01T10:00:00.000Z',
            actor_type: 'super_admin',
            actor: 'root@frontdesk.test',
            company_id: bakery.company_id,
            company_name: bakery.company_name,
            action: 'company.block',
            details: {},
            ip: '10.0.0.1',
          },
        ],
        next_before: null,
      },
    },
    ...routes,
  });
  storeSession(operator);
  return { api, ...renderApp('/super-admin-dashboard') };
}

afterEach(() => vi.restoreAllMocks());

describe('super-admin console', () => {
  it('shows the counters, top companies, health and every company with its unread mark', async () => {
    openConsole();
    expect(screen.getByText(SUPER_ADMIN_TEXTS.loading)).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(screen.getByText(SUPER_ADMIN_TEXTS.subtitle)).toBeTruthy();
    for (const label of Object.values(SUPER_ADMIN_TEXTS.counters))
      expect((await screen.findAllByText(label)).length).toBeGreaterThan(0);
    expect(screen.getByRole('meter', { name: 'Companies with Active Chats' }).getAttribute('aria-valuenow')).toBe('50');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Active')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Messages with Harbour Bakery (unread)' }).getAttribute('href')).toBe(
      '/messages?company=company-abc123',
    );
    expect(screen.getByRole('link', { name: 'Messages with Hilltop Dental' })).toBeTruthy();
    expect(await screen.findByText('Blocked the company')).toBeTruthy();
  });

  it('blocks after confirming, and unblocks, reloading the list', async () => {
    let blocked = false;
    const { user, api } = openConsole({
      'GET /api/super-admin/tenants': () => ({ body: { tenants: [{ ...bakery, is_blocked: blocked }, dental] } }),
      'PUT /api/super-admin/tenants/company-abc123/status': (request) => {
        blocked = (request.body as { isBlocked: boolean }).isBlocked;
        return {
          body: {
            message: blocked ? SUPER_ADMIN_TEXTS.blocked : SUPER_ADMIN_TEXTS.unblocked,
            tenant: { ...bakery, is_blocked: blocked },
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Block Harbour Bakery' }));
    await user.click(screen.getByRole('button', { name: 'Block company' }));
    expect(await screen.findByRole('button', { name: 'Unblock Harbour Bakery' })).toBeTruthy();
    expect(screen.getByText(`Harbour Bakery: ${SUPER_ADMIN_TEXTS.blocked}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unblock Harbour Bakery' }));
    expect(await screen.findByRole('button', { name: 'Block Harbour Bakery' })).toBeTruthy();
    expect(api.find('PUT', '/api/super-admin/tenants/company-abc123/status').map((request) => request.body)).toEqual([
      { isBlocked: true },
      { isBlocked: false },
    ]);
  });

  it("says 'Failed to update company status' when the change fails", async () => {
    const { user } = openConsole({ 'PUT /api/super-admin/tenants/company-def456/status': { status: 500 } });
    await user.click(await screen.findByRole('button', { name: 'Block Hilltop Dental' }));
    await user.click(screen.getByRole('button', { name: 'Block company' }));
    expect(await screen.findByText(SUPER_ADMIN_TEXTS.statusFailed)).toBeTruthy();
  });

  it('opens the company in a new tab at the click, and closes it when the server refuses', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { user } = openConsole({
      'POST /api/super-admin/tenants/company-abc123/impersonate': {
        body: { token: 't', url: '/dashboard?super_admin_token=code-123' },
      },
      'POST /api/super-admin/tenants/company-def456/impersonate': {
        status: 404,
        body: { message: 'Company not found', code: 'NOT_FOUND' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Access Company Harbour Bakery' }));
    expect(await screen.findByText('Opened Harbour Bakery in a new tab.')).toBeTruthy();
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.location.href).toBe('/dashboard?super_admin_token=code-123');

    await user.click(screen.getByRole('button', { name: 'Access Company Hilltop Dental' }));
    expect(await screen.findByText('Company not found')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('tests the database connection: connected with the company count, or Connection Failed with the status', async () => {
    let up = true;
    const { user } = openConsole({
      'GET /api/super-admin/system/db-status': () =>
        up ? { body: { status: 'connected', companyCount: 2, database: 'pglite', latencyMs: 1.5 } } : { status: 503 },
    });
    await user.click(await screen.findByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText(/2 companies/)).toBeTruthy();
    up = false;
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText(SUPER_ADMIN_TEXTS.connectionFailed)).toBeTruthy();
    expect(screen.getByText(/^503/)).toBeTruthy();
  });

  it('names two companies of the same name by their chat address in the public chat links', async () => {
    const twin: Tenant = { ...bakery, company_id: 'company-xyz000', company_slug: 'harbour-bakery-2' };
    openConsole({ 'GET /api/super-admin/tenants': { body: { tenants: [bakery, twin, dental] } } });
    const select = await screen.findByRole('combobox', { name: 'Company' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Harbour Bakery (harbour-bakery)', 'Harbour Bakery (harbour-bakery-2)', 'Hilltop Dental']);
  });

  it('finds a company by name, address or id, filters by status, sorts, and lists a page at a time', async () => {
    const many: Tenant[] = Array.from({ length: 30 }, (_, i) => ({
      ...dental,
      company_id: `company-${String(i).padStart(3, '0')}`,
      company_name: `Clinic ${i}`,
      company_slug: `clinic-${i}`,
      created_at: `2030-01-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
      is_blocked: i % 10 === 0,
      stats: { userCount: i, activeChats: 0 },
    }));
    const { user } = openConsole({ 'GET /api/super-admin/tenants': { body: { tenants: [bakery, ...many] } } });
    const table = await screen.findByRole('table');
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td p')?.textContent);
    // Newest first, 25 of 31, and more on request.
    expect(names()).toHaveLength(25);
    expect(names()[0]).toBe('Clinic 29');
    expect(screen.getByText(SUPER_ADMIN_TEXTS.showing(25, 31))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: SUPER_ADMIN_TEXTS.showMore }));
    expect(names()).toHaveLength(31);

    await user.type(screen.getByLabelText(SUPER_ADMIN_TEXTS.searchCompanies), 'harbour-bak');
    expect(names()).toEqual(['Harbour Bakery']);
    await user.clear(screen.getByLabelText(SUPER_ADMIN_TEXTS.searchCompanies));
    await user.type(screen.getByLabelText(SUPER_ADMIN_TEXTS.searchCompanies), 'company-01');
    expect(names()).toEqual([
      'Clinic 19',
      'Clinic 18',
      'Clinic 17',
      'Clinic 16',
      'Clinic 15',
      'Clinic 14',
      'Clinic 13',
      'Clinic 12',
      'Clinic 11',
      'Clinic 10',
    ]);
    await user.selectOptions(screen.getByLabelText(SUPER_ADMIN_TEXTS.statusFilter), 'blocked');
    expect(names()).toEqual(['Clinic 10']);
    await user.type(screen.getByLabelText(SUPER_ADMIN_TEXTS.searchCompanies), 'x');
    expect(screen.getByText(SUPER_ADMIN_TEXTS.noMatches)).toBeTruthy();

    await user.clear(screen.getByLabelText(SUPER_ADMIN_TEXTS.searchCompanies));
    await user.selectOptions(screen.getByLabelText(SUPER_ADMIN_TEXTS.statusFilter), 'all');
    await user.selectOptions(screen.getByLabelText(SUPER_ADMIN_TEXTS.sortBy), 'users');
    expect(names().slice(0, 3)).toEqual(['Clinic 29', 'Clinic 28', 'Clinic 27']);
    await user.selectOptions(screen.getByLabelText(SUPER_ADMIN_TEXTS.sortBy), 'name');
    // Numbers in names read as numbers: Clinic 2 before Clinic 10.
    expect(names().slice(0, 4)).toEqual(['Clinic 0', 'Clinic 1', 'Clinic 2', 'Clinic 3']);
  });

  it('marks a company whose sign-up was never confirmed, keeping its status Active as the spec names it', async () => {
    openConsole({ 'GET /api/super-admin/tenants': { body: { tenants: [bakery, { ...dental, verified: false }] } } });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[2] as HTMLElement).getByText(SUPER_ADMIN_TEXTS.notVerified)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText(SUPER_ADMIN_TEXTS.notVerified)).toBeNull();
  });

  it('says so when no company has signed up yet, rather than that a search found none', async () => {
    openConsole({ 'GET /api/super-admin/tenants': { body: { tenants: [] } } });
    expect(await screen.findByText(SUPER_ADMIN_TEXTS.noCompanies)).toBeTruthy();
    expect(screen.queryByText(SUPER_ADMIN_TEXTS.noMatches)).toBeNull();
  });

  it("says 'Failed to fetch tenants' when the list cannot be loaded", async () => {
    openConsole({ 'GET /api/super-admin/tenants': { status: 500 } });
    expect(await screen.findByText(SUPER_ADMIN_TEXTS.fetchTenantsFailed)).toBeTruthy();
  });

  it('shows a company user the spec’s sign-in prompt instead of the console, with the way to the console', async () => {
    const api = createFakeApi({
      'GET /api/users/my-permissions': { body: { permissions: [] } },
      'POST /api/auth/logout': { body: { message: TEXTS.auth.loggedOut } },
    });
    storeSession(makeUser({ email: 'ada@example.com' }));
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    const { user } = renderApp('/super-admin-dashboard');
    expect(await screen.findByText(SUPER_ADMIN_TEXTS.authRequired)).toBeTruthy();
    expect(screen.getByText(SUPER_ADMIN_TEXTS.authRequiredHint)).toBeTruthy();
    expect(screen.getByText(SUPER_ADMIN_TEXTS.companyAccount('ada@example.com'))).toBeTruthy();
    expect(screen.getByRole('link', { name: TEXTS.actions.goToDashboard }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('table')).toBeNull();
    // Not /login, which would send a signed-in user straight home: signed out, then the operator's sign-in.
    await user.click(screen.getByRole('button', { name: SUPER_ADMIN_TEXTS.signInAsOperator }));
    expect(leave).toHaveBeenCalledWith('/super-admin-login');
    expect(api.find('POST', '/api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS, pageExists } from '../../config/paths';
import { ALL_APP_PAGES } from '../routes/app-pages';
import { ADMIN_MENU, API_MENU, MAIN_LINKS, OPERATOR_LINKS } from './nav-items';
import { homeOf, visibleNav } from './visible-nav';

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);
const built = <T extends { to: string }>(items: readonly T[]) => items.filter((item) => pageExists(item.to));
const company = 'company-abc123';

describe('visibleNav', () => {
  it('shows a company admin and a visiting super admin every built entry', () => {
    const everything = { main: built(MAIN_LINKS), api: built(API_MENU), admin: built(ADMIN_MENU) };
    expect(visibleNav({ role: 'admin', isSuperAdmin: false, companyId: company }, [])).toEqual(everything);
    expect(visibleNav({ role: 'admin', isSuperAdmin: true, companyId: company }, [])).toEqual(everything);
    expect(labels(everything.main)).toEqual(['Dashboard', 'Calendar', 'Messages']);
    expect(labels(everything.admin)).toEqual(
      expect.arrayContaining(['Company Setup', 'Custom Prompt', 'Admin Panel', 'Integration', 'Public Chat Simulator']),
    );
  });

  it('never links to a page that does not exist', () => {
    const nav = visibleNav({ role: 'admin', isSuperAdmin: false, companyId: company }, []);
    for (const item of [...nav.main, ...nav.api, ...nav.admin]) expect(pageExists(item.to), item.to).toBe(true);
    for (const item of OPERATOR_LINKS) expect(pageExists(item.to), item.to).toBe(true);
    expect(labels(nav.admin)).toEqual(expect.arrayContaining(['Billing', 'Statistics']));
  });

  it('gives the operator on its own session the console, messages, terms and payment settings only', () => {
    expect(visibleNav({ role: 'super_admin', isSuperAdmin: true, companyId: null }, [])).toEqual({
      main: [...OPERATOR_LINKS],
      api: [],
      admin: [],
    });
    expect(labels(OPERATOR_LINKS)).toEqual(['Dashboard', 'Messages', 'Terms', 'Payment Settings']);
  });

  it('shows an ordinary user only the entries whose permission they hold', () => {
    const nav = visibleNav({ role: 'user', isSuperAdmin: false, companyId: company }, [
      'dashboard',
      'company-setup',
      'integration',
    ]);
    expect(labels(nav.main)).toEqual(['Dashboard']);
    expect(nav.api).toEqual([]);
    expect(labels(nav.admin)).toEqual(['Company Setup', 'Integration']);
  });

  it('shows Calendar to an ordinary user holding the calendar permission', () => {
    const nav = visibleNav({ role: 'user', isSuperAdmin: false, companyId: company }, ['dashboard', 'calendar']);
    expect(labels(nav.main)).toEqual(['Dashboard', 'Calendar']);
  });

  it('opens the admin-only entries to an ordinary user holding the admin permission', () => {
    const nav = visibleNav({ role: 'user', isSuperAdmin: false, companyId: company }, ['admin', 'messages']);
    expect(labels(nav.main)).toEqual(['Messages']);
    expect(labels(nav.api)).toEqual([
      'OpenAI Settings',
      'Business API',
      'GHL Calendar',
      'Google Integrations',
      'Voice Configuration',
    ]);
    expect(labels(nav.admin)).toEqual([
      'Admin Panel',
      'Analytics',
      'API Usage',
      'Business Intelligence',
      'Public Chat Simulator',
      'Public Chat Users',
    ]);
  });

  it('leaves both menus empty for a user with no permissions', () => {
    expect(visibleNav({ role: 'user', isSuperAdmin: false, companyId: company }, [])).toEqual({ main: [], api: [], admin: [] });
  });
});

describe('the list of existing pages', () => {
  it('is exactly the pages the router renders', () => {
    expect(ALL_APP_PAGES.map((page) => page.path).sort()).toEqual([...APP_PAGE_PATHS].sort());
  });
});

describe('homeOf', () => {
  const staff = { role: 'user', isSuperAdmin: false, companyId: company } as const;

  it('starts everyone at the dashboard who may open it, and the operator at the console', () => {
    expect(homeOf({ role: 'admin', isSuperAdmin: false, companyId: company }, []).to).toBe('/dashboard');
    expect(homeOf(staff, ['dashboard', 'profile']).to).toBe('/dashboard');
    expect(homeOf({ role: 'super_admin', isSuperAdmin: true, companyId: null }, []).to).toBe('/super-admin-dashboard');
  });

  it('starts a staff member without the dashboard at the first page their menus offer, else their profile', () => {
    expect(homeOf(staff, ['profile', 'chat'])).toMatchObject({ to: '/business-chat', label: 'Business Intelligence Chat' });
    expect(homeOf(staff, ['calendar', 'chat']).to).toBe('/calendar');
    expect(homeOf(staff, ['profile']).to).toBe('/profile');
  });
});

describe('a user who must choose their own password', () => {
  it('is offered no page but their profile', () => {
    const newcomer = { role: 'user', isSuperAdmin: false, companyId: company, mustChangePassword: true } as const;
    expect(visibleNav(newcomer, ['dashboard', 'calendar', 'messages'])).toEqual({ main: [], api: [], admin: [] });
    expect(homeOf(newcomer, ['dashboard']).to).toBe('/profile');
  });
});

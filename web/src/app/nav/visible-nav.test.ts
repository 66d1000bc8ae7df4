import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, API_MENU, MAIN_LINKS } from './nav-items';
import { visibleNav } from './visible-nav';

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

describe('visibleNav', () => {
  it('shows everything to a company admin and to a super admin', () => {
    const everything = { main: [...MAIN_LINKS], api: [...API_MENU], admin: [...ADMIN_MENU] };
    expect(visibleNav({ role: 'admin', isSuperAdmin: false }, [])).toEqual(everything);
    expect(visibleNav({ role: 'user', isSuperAdmin: true }, [])).toEqual(everything);
  });

  it('shows an ordinary user only the entries whose permission they hold', () => {
    const nav = visibleNav({ role: 'user', isSuperAdmin: false }, ['dashboard', 'billing', 'statistics', 'chat']);
    expect(labels(nav.main)).toEqual(['Dashboard']);
    expect(nav.api).toEqual([]);
    expect(labels(nav.admin)).toEqual(['Billing', 'Statistics', 'Business Intelligence Chat']);
  });

  it('opens the admin-only entries to an ordinary user holding the admin permission', () => {
    const nav = visibleNav({ role: 'user', isSuperAdmin: false }, ['admin', 'messages']);
    expect(labels(nav.main)).toEqual(['Messages']);
    expect(labels(nav.api)).toEqual(labels(API_MENU));
    expect(labels(nav.admin)).toEqual([
      'Admin Panel',
      'Analytics',
      'API Usage',
      'Business Intelligence',
      'Public Chat Simulator',
      'Public Chat Users',
    ]);
  });

  it('never shows Calendar to an ordinary user, since no page permission grants it', () => {
    const nav = visibleNav({ role: 'user', isSuperAdmin: false }, ['dashboard', 'messages', 'admin']);
    expect(labels(nav.main)).toEqual(['Dashboard', 'Messages']);
  });

  it('leaves both menus empty for a user with no permissions', () => {
    expect(visibleNav({ role: 'user', isSuperAdmin: false }, [])).toEqual({ main: [], api: [], admin: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { PAGE_PERMISSIONS } from '@frontdesk/contracts/permissions';
import { PERMISSIONS_BY_PAGE } from '../config/page-permissions';
import type { AppPagePath } from '../config/paths';
import { canOpenPage } from '../lib/session/page-access';
import { ADMIN_MENU, API_MENU, MAIN_LINKS } from './nav/nav-items';
import { visibleNav } from './nav/visible-nav';

const staff = { role: 'user', isSuperAdmin: false, companyId: 'company-abc123' } as const;
const menus = [...MAIN_LINKS, ...API_MENU, ...ADMIN_MENU];

describe('page access', () => {
  it('opens every page the navigation shows, for each single permission', () => {
    for (const permission of PAGE_PERMISSIONS) {
      const shown = Object.values(visibleNav(staff, [permission])).flat();
      for (const item of shown) expect(canOpenPage(staff, [permission], item.to), `${item.to} with ${permission}`).toBe(true);
    }
  });

  it("lists every menu entry's page with the permission the entry asks for, so the two never disagree", () => {
    for (const item of menus) expect(PERMISSIONS_BY_PAGE[item.to as AppPagePath], item.to).toContain(item.permission);
  });

  it('refuses a page behind a permission the user lacks, and opens every page to admins and super admins', () => {
    for (const path of [
      '/statistics',
      '/billing',
      '/integration',
      '/custom-prompt',
      '/company-setup',
      '/chat',
      '/admin',
      '/messages',
    ]) {
      expect(canOpenPage(staff, ['dashboard', 'profile'], path), path).toBe(false);
    }
    for (const item of menus) {
      expect(canOpenPage({ role: 'admin', isSuperAdmin: false }, [], item.to)).toBe(true);
      expect(canOpenPage({ role: 'user', isSuperAdmin: true }, [], item.to)).toBe(true);
    }
    expect(canOpenPage(staff, ['dashboard', 'profile'], '/profile')).toBe(true);
    // A page's own permission opens it where the server serves its calls for it, though the menu asks for admin.
    expect(canOpenPage(staff, ['openai-settings'], '/openai-settings')).toBe(true);
    expect(canOpenPage(staff, ['public-chat-users'], '/public-chat-users')).toBe(true);
    expect(canOpenPage(staff, ['analytics'], '/analytics')).toBe(true);
    expect(canOpenPage({ role: 'admin', isSuperAdmin: false }, [], '/no-such-page')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_USER_PERMISSIONS,
  IMPERSONATION_PERMISSIONS,
  normalizePermissions,
  PAGE_PERMISSIONS,
} from '@frontdesk/contracts/permissions';

describe('page permissions', () => {
  it("are the spec's 18 keys and the calendar", () => {
    expect(PAGE_PERMISSIONS).toHaveLength(19);
    expect(new Set(PAGE_PERMISSIONS).size).toBe(19);
    expect(PAGE_PERMISSIONS).toContain('calendar');
    expect(DEFAULT_USER_PERMISSIONS).toEqual(['dashboard', 'profile']);
  });

  it('give an impersonating super admin the 16 pages the spec lists, and the calendar', () => {
    expect(IMPERSONATION_PERMISSIONS).toHaveLength(17);
    expect(IMPERSONATION_PERMISSIONS).toContain('calendar');
    expect(IMPERSONATION_PERMISSIONS).not.toContain('api-integrations');
    expect(IMPERSONATION_PERMISSIONS).not.toContain('messages');
  });
});

describe('normalizePermissions', () => {
  it('keeps the known names of a list, in canonical order, once', () => {
    expect(normalizePermissions(['profile', 'dashboard', 'profile', 'unknown', 'admin'])).toEqual([
      'dashboard',
      'profile',
      'admin',
    ]);
  });

  it('keeps the names of a map whose value is exactly true', () => {
    expect(
      normalizePermissions({ billing: true, admin: false, chat: 'true', statistics: 1, dashboard: true, bogus: true }),
    ).toEqual(['dashboard', 'billing']);
  });

  it('turns anything else into no permissions', () => {
    for (const input of [null, undefined, 'admin', 42, true]) expect(normalizePermissions(input)).toEqual([]);
    expect(normalizePermissions([])).toEqual([]);
    expect(normalizePermissions({})).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_PERMISSIONS, IMPERSONATION_PERMISSIONS, PAGE_PERMISSIONS, normalizePermissions } from '../src/permissions';

describe('page permissions', () => {
  it("has the spec's 18 keys and the calendar, each once", () => {
    expect(PAGE_PERMISSIONS).toHaveLength(19);
    expect(new Set(PAGE_PERMISSIONS).size).toBe(19);
    expect(DEFAULT_USER_PERMISSIONS).toEqual(['dashboard', 'profile']);
  });

  it('gives an impersonating super admin the 16 pages the spec lists, and the calendar', () => {
    expect(IMPERSONATION_PERMISSIONS).toHaveLength(17);
    expect(IMPERSONATION_PERMISSIONS).toContain('calendar');
    expect(IMPERSONATION_PERMISSIONS).not.toContain('api-integrations');
    expect(IMPERSONATION_PERMISSIONS).not.toContain('messages');
  });

  it('normalises a map to the names whose value is true, in key order', () => {
    expect(normalizePermissions({ chat: true, admin: false, dashboard: true, nonsense: true })).toEqual(['dashboard', 'chat']);
  });

  it('keeps only known names from a list', () => {
    expect(normalizePermissions(['billing', 'root', 'profile'])).toEqual(['profile', 'billing']);
  });

  it('answers an empty list for anything else', () => {
    expect(normalizePermissions(null)).toEqual([]);
    expect(normalizePermissions('admin')).toEqual([]);
  });
});

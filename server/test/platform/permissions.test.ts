import { describe, expect, it } from 'vitest';
import { normalizePermissions } from '@frontdesk/contracts/permissions';

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

import { z } from 'zod';

/**
 * The 18 page permission keys of document 001, and 'calendar': document 000 gates the Calendar
 * entry on it, so it is the 19th key (granted to admins and to an impersonating super admin).
 */
export const PAGE_PERMISSIONS = [
  'dashboard',
  'profile',
  'admin',
  'company-setup',
  'custom-prompt',
  'billing',
  'chat',
  'integration',
  'statistics',
  'database-schema',
  'public-chat-users',
  'analytics',
  'business-intelligence',
  'openai-settings',
  'payment-settings',
  'api-integrations',
  'business-chat',
  'messages',
  'calendar',
] as const;
export const pagePermissionSchema = z.enum(PAGE_PERMISSIONS);
export type PagePermission = z.infer<typeof pagePermissionSchema>;

/** What an impersonating super admin receives (document 000, section 6), with the calendar added. */
export const IMPERSONATION_PERMISSIONS: readonly PagePermission[] = PAGE_PERMISSIONS.filter(
  (key) => key !== 'api-integrations' && key !== 'messages',
);

/** Permissions every new ordinary user starts with. */
export const DEFAULT_USER_PERMISSIONS: readonly PagePermission[] = ['dashboard', 'profile'];

export type PermissionMap = Partial<Record<PagePermission, boolean>>;

/** A list of names, or a map of name to boolean, normalised to the names whose value is true. */
export function normalizePermissions(input: unknown): PagePermission[] {
  const known = new Set<string>(PAGE_PERMISSIONS);
  if (Array.isArray(input)) {
    return PAGE_PERMISSIONS.filter((key) => input.includes(key));
  }
  if (input && typeof input === 'object') {
    const entries = Object.entries(input as Record<string, unknown>);
    return PAGE_PERMISSIONS.filter((key) => entries.some(([name, value]) => known.has(name) && name === key && value === true));
  }
  return [];
}

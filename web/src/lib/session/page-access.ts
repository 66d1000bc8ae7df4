import { useCallback } from 'react';
import type { AuthUser } from '@frontdesk/contracts/auth';
import { PERMISSIONS_BY_PAGE } from '../../config/page-permissions';
import { pageExists, type AppPagePath } from '../../config/paths';
import { useSignedInSession } from './session-provider';

/**
 * Whether a user may open a page of the app, by the navigation's rule (document 000, section 6):
 * super admins and company admins open every page; anyone else a page one of whose permissions
 * they hold. A page that does not exist opens for no one, so no link leads nowhere.
 */
export function canOpenPage(
  user: Pick<AuthUser, 'role' | 'isSuperAdmin'>,
  permissions: readonly string[],
  path: string,
): boolean {
  if (!pageExists(path)) return false;
  if (user.isSuperAdmin || user.role === 'admin') return true;
  const opening = PERMISSIONS_BY_PAGE[path as AppPagePath];
  return !opening || opening.some((permission) => permissions.includes(permission));
}

/** For the signed-in user: whether a page may be opened, so a link is shown only when it leads somewhere usable. */
export function usePageAccess(): (path: string) => boolean {
  const { user, permissions } = useSignedInSession();
  return useCallback((path: string) => canOpenPage(user, permissions, path), [user, permissions]);
}

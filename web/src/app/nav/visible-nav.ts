import type { AuthUser } from '@frontdesk/contracts/auth';
import { isOperator } from '../../lib/session/roles';
import { PATHS, pageExists } from '../../config/paths';
import { ADMIN_MENU, API_MENU, MAIN_LINKS, MESSAGES_ROUTE, OPERATOR_LINKS, type NavItem } from './nav-items';

type NavUser = Pick<AuthUser, 'role' | 'isSuperAdmin' | 'companyId'> & Partial<Pick<AuthUser, 'mustChangePassword'>>;

export interface VisibleNav {
  main: NavItem[];
  api: NavItem[];
  admin: NavItem[];
}

/**
 * The entries a user may see (document 000, section 6): super admins and company admins see
 * all; anyone else sees an entry only when its permission is in their list. Entries of pages
 * not built yet are left out, so no link leads nowhere. The operator on its own session has its
 * own links. An empty menu is returned empty, and the caller hides its dropdown.
 */
export function visibleNav(user: NavUser, permissions: readonly string[]): VisibleNav {
  if (isOperator(user)) return { main: [...OPERATOR_LINKS], api: [], admin: [] };
  // Until they choose their own password, the profile is the only page open to them.
  if (user.mustChangePassword) return { main: [], api: [], admin: [] };
  const seesEverything = user.isSuperAdmin || user.role === 'admin';
  const allowed = (item: NavItem) => pageExists(item.to) && (seesEverything || permissions.includes(item.permission));
  return {
    main: MAIN_LINKS.filter(allowed),
    api: API_MENU.filter(allowed),
    admin: ADMIN_MENU.filter(allowed),
  };
}

/** Whether the messages icon (and the phone menu's Messages entry) is offered: only with the page. */
export const offersMessages = (nav: VisibleNav): boolean => nav.main.some((item) => item.to === MESSAGES_ROUTE);

/**
 * Where a signed-in user starts: the dashboard, or else the first page their navigation offers
 * (a staff member without the dashboard), or else their profile; the operator at the console.
 */
export function homeOf(user: NavUser, permissions: readonly string[]): NavItem {
  const nav = visibleNav(user, permissions);
  return [...nav.main, ...nav.admin, ...nav.api][0] ?? { label: 'Profile', to: PATHS.profile, permission: 'profile' };
}

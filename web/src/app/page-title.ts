import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ADMIN_MENU, API_MENU, MAIN_LINKS } from './nav/nav-items';

const PRODUCT = 'Frontdesk';

// The navigation's labels name the app's pages; the pages outside it are named here.
const TITLES = new Map<string, string>([
  ...[...MAIN_LINKS, ...API_MENU, ...ADMIN_MENU].map((item) => [item.to, item.label] as const),
  ['/login', 'Sign in'],
  ['/register', 'Create account'],
  ['/forgot-password', 'Forgot password'],
  ['/reset-password', 'Reset password'],
  ['/verify-email', 'Verify e-mail'],
  ['/super-admin-login', 'Super admin sign in'],
  ['/super-admin-dashboard', 'Super Admin Dashboard'],
  ['/profile', 'Profile'],
  ['/terms-management', 'Terms Management'],
  ['/settings', 'Payment Settings'],
  ['/advanced-analytics', 'Advanced Analytics'],
  ['/booking', 'Your appointment'],
]);

/** "{Page} · Frontdesk" for the address; null where the page names itself (the public chat). */
export function pageTitle(pathname: string): string | null {
  if (pathname.startsWith('/public-chat/')) return null;
  const section = `/${pathname.split('/')[1] ?? ''}`;
  const title = TITLES.get(section);
  return title ? `${title} · ${PRODUCT}` : PRODUCT;
}

/** Keeps the tab's title on the page shown, so tabs and history entries can be told apart. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = pageTitle(pathname);
    if (title) document.title = title;
  }, [pathname]);
}

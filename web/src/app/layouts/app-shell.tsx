import { useEffect, useRef, type ReactNode } from 'react';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Outlet, useLocation } from 'react-router';
import { TopNav } from '../nav/top-nav';
import { SuperAdminBanner } from '../super-admin-banner';

const PAGE_CONTENT = 'page-content';

/**
 * After a move to another page, the keyboard goes to the new page rather than staying on the menu
 * entry that led there (or on nothing); a page that took it for one of its own fields keeps it.
 */
function useFocusOnNewPage(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById(PAGE_CONTENT);
    const active = document.activeElement;
    // A dialog open over the page keeps the keyboard it holds.
    if (main && !main.contains(active) && !active?.closest('[role="dialog"]')) main.focus({ preventScroll: true });
  }, [pathname]);
}

/** The signed-in frame: a link past the navigation, banner, navigation, and the page. */
export function AppShell({ children }: { children: ReactNode }) {
  useFocusOnNewPage();
  return (
    <div className="flex min-h-screen flex-col">
      {/* The first stop of the Tab key: past the banner and the navigation to the page. */}
      <a
        href={`#${PAGE_CONTENT}`}
        // Focus moves to the page itself, not only the scroll, and the address keeps no fragment.
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(PAGE_CONTENT)?.focus();
        }}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-700 focus:shadow-lg focus:outline-2 focus:outline-brand-600"
      >
        {TEXTS.actions.skipToContent}
      </a>
      <SuperAdminBanner />
      <TopNav />
      <main
        id={PAGE_CONTENT}
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 focus:outline-none sm:px-6 sm:py-8"
      >
        {children}
      </main>
    </div>
  );
}

export function AppLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

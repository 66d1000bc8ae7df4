import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { TopNav } from '../nav/top-nav';
import { SuperAdminBanner } from '../super-admin-banner';

/** The signed-in frame: banner, navigation, and the page. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SuperAdminBanner />
      <TopNav />
      <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8">{children}</main>
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

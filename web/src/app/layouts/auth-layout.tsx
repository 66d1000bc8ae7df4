import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../components/ui/logo';

/** The signed-out frame: the product name over a centred card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center px-4 py-10 sm:justify-center">
      <p className="mb-6 text-2xl">
        <Logo markClassName="size-9" />
      </p>
      <div className="w-full max-w-lg rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
    </main>
  );
}

export function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}

import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SUPER_ADMIN_TEXTS } from '@frontdesk/contracts/super-admin';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { PATHS } from '../../config/paths';
import { leavePage } from '../../lib/leave-page';
import { usePageAccess } from '../../lib/session/page-access';
import { isOperator } from '../../lib/session/roles';
import { homeOf } from '../nav/visible-nav';
import { HomeLink } from './home-link';
import { useSession, useSignedInSession } from '../../lib/session/session-provider';

/**
 * Routes for signed-in users; anyone else is sent to sign in. A user whose admin chose their
 * password is kept on the profile page until they have chosen their own (the server refuses the
 * other pages' calls meanwhile).
 */
export function RequireAuth() {
  const { state } = useSession();
  const { pathname } = useLocation();
  if (state.status !== 'authenticated') return <Navigate to={PATHS.login} replace />;
  if (state.user.mustChangePassword && pathname !== PATHS.profile) return <Navigate to={PATHS.profile} replace />;
  return <Outlet />;
}

/** The address of the site alone: a signed-in user's first page, or sign-in. */
export function GoHome() {
  const { state } = useSession();
  if (state.status !== 'authenticated') return <Navigate to={PATHS.login} replace />;
  return <Navigate to={homeOf(state.user, state.permissions).to} replace />;
}

/** Sign-in and sign-up routes; a signed-in user has no business there and goes to their first page. */
export function PublicOnly() {
  const { state } = useSession();
  return state.status === 'authenticated' ? <Navigate to={homeOf(state.user, state.permissions).to} replace /> : <Outlet />;
}

/** Company pages: the operator on its own session has no company and goes to the console. */
export function RequireCompany() {
  const { user } = useSignedInSession();
  return isOperator(user) ? <Navigate to={PATHS.superAdminDashboard} replace /> : <Outlet />;
}

/**
 * The console: the operator's own session only. A company user reads the spec's sign-in prompt,
 * with the way there from a company account (the sign-in pages send a signed-in user home); a tab
 * visiting a company is told how to get back.
 */
export function RequireOperator() {
  const { user } = useSignedInSession();
  const { logout } = useSession();
  if (isOperator(user)) return <Outlet />;
  if (user.isSuperAdmin) {
    return (
      <Alert tone="info" title="You are visiting a company in this tab">
        Use “{TEXTS.superAdmin.backToDashboard}” in the banner above to end the visit and return to the console.
      </Alert>
    );
  }
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-xl font-semibold text-slate-900">{SUPER_ADMIN_TEXTS.authRequired}</h1>
      <p className="mt-2 text-slate-600">{SUPER_ADMIN_TEXTS.authRequiredHint}</p>
      <p className="mt-2 text-sm text-slate-600">{SUPER_ADMIN_TEXTS.companyAccount(user.email)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button
          onClick={() => {
            // Once the server has ended the session (leaving the page at once could cut that request off); a
            // page load rather than a route change, which the signed-out app's own redirect to /login would win.
            void logout().then(() => leavePage.to(PATHS.superAdminLogin));
          }}
        >
          {SUPER_ADMIN_TEXTS.signInAsOperator}
        </Button>
        <HomeLink className={buttonClasses('secondary')} />
      </div>
    </div>
  );
}

/** Pages only a super admin may use, on its own session or while visiting a company. */
export function RequireSuperAdmin() {
  const { user } = useSignedInSession();
  return user.isSuperAdmin ? <Outlet /> : <Refusal message={TEXTS.admin.denied} />;
}

/**
 * A page the user may not open says so, with the way to their first page rather than leaving them
 * at a dead end (the dashboard, unless they may not open that either).
 */
function Refusal({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <Alert tone="error">{message}</Alert>
      <HomeLink className={buttonClasses('secondary')} />
    </div>
  );
}

/**
 * A page the user's permissions do not open (an address typed or kept from before) shows one
 * refusal, instead of mounting and showing its calls' failures one by one.
 */
export function RequirePagePermission({ path, children }: { path: string; children: ReactNode }) {
  const canOpen = usePageAccess();
  return canOpen(path) ? children : <Refusal message={TEXTS.auth.forbidden} />;
}

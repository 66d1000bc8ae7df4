import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '../../config/paths';
import { useSession } from '../../lib/session/session-provider';

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

/** Sign-in and sign-up routes; a signed-in user has no business there and goes home. */
export function PublicOnly() {
  const { state } = useSession();
  return state.status === 'authenticated' ? <Navigate to={PATHS.home} replace /> : <Outlet />;
}

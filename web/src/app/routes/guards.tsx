import { Navigate, Outlet } from 'react-router';
import { PATHS } from '../../config/paths';
import { useSession } from '../../lib/session/session-provider';

/** Routes for signed-in users; anyone else is sent to sign in. */
export function RequireAuth() {
  const { state } = useSession();
  return state.status === 'authenticated' ? <Outlet /> : <Navigate to={PATHS.login} replace />;
}

/** Sign-in and sign-up routes; a signed-in user has no business there and goes home. */
export function PublicOnly() {
  const { state } = useSession();
  return state.status === 'authenticated' ? <Navigate to={PATHS.home} replace /> : <Outlet />;
}

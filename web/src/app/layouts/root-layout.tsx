import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PATHS } from '../../config/paths';
import { useSession } from '../../lib/session/session-provider';
import { usePageTitle } from '../page-title';
import { SuperAdminTokenGate } from '../super-admin-token-gate';

/** Above every route: a session that ends (logout, 401, inactivity) leaves no data behind. */
export function RootLayout() {
  const { onEnd } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle();

  useEffect(
    () =>
      onEnd(() => {
        queryClient.clear();
        void navigate(PATHS.login, { replace: true });
      }),
    [onEnd, navigate, queryClient],
  );

  return (
    <SuperAdminTokenGate>
      <Outlet />
    </SuperAdminTokenGate>
  );
}

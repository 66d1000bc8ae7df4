import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { STORAGE_KEYS, SUPER_ADMIN_TOKEN_PARAM } from '@frontdesk/contracts/constants';
import { LoadingState } from '../components/ui/spinner';
import { PATHS } from '../config/paths';
import { fetchCurrentUser } from '../lib/session/session-api';
import { useSession } from '../lib/session/session-provider';

/**
 * Any route opened with ?super_admin_token=… (document 000, section 2.1) signs in with that
 * token: the user comes from /api/users/me, then the address loses its query and becomes
 * /dashboard. A token the server refuses ends any session and leads to the sign-in page.
 * Nothing below renders meanwhile, so no guard redirects before the token is judged.
 */
export function SuperAdminTokenGate({ children }: { children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(SUPER_ADMIN_TOKEN_PARAM);
  const { signIn, end } = useSession();
  const navigate = useNavigate();
  // StrictMode runs effects twice; each link must be exchanged once (it is cleared when done, so
  // following the same link again later still works).
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    if (!token || exchanged.current === token) return;
    exchanged.current = token;
    window.localStorage.setItem(STORAGE_KEYS.token, token);
    fetchCurrentUser(token).then(
      (user) => {
        exchanged.current = null;
        signIn(token, user);
        void navigate(PATHS.home, { replace: true });
      },
      () => {
        exchanged.current = null;
        end(null);
        void navigate(PATHS.login, { replace: true });
      },
    );
  }, [token, signIn, end, navigate]);

  return token ? <LoadingState label="Signing you in..." className="min-h-screen" /> : children;
}

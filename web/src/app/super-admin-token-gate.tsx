import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SUPER_ADMIN_TOKEN_PARAM } from '@frontdesk/contracts/constants';
import { TEXTS } from '@frontdesk/contracts/texts';
import { LoadingState } from '../components/ui/spinner';
import { PATHS } from '../config/paths';
import { exchangeImpersonationCode } from '../lib/session/session-api';
import { useSession } from '../lib/session/session-provider';

/**
 * Any route opened with ?super_admin_token=… (document 000, section 2.1) signs in with it: the
 * value is a one-minute, single-use code the server trades for the session, then the address
 * loses its query and becomes /dashboard. A code the server refuses ends any session and leads
 * to the sign-in page, which says why. Nothing below renders meanwhile, so no guard redirects first.
 */
export function SuperAdminTokenGate({ children }: { children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const code = searchParams.get(SUPER_ADMIN_TOKEN_PARAM);
  const { signIn, end } = useSession();
  const navigate = useNavigate();
  // StrictMode runs effects twice; a code works once, so it is sent once.
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    if (!code || exchanged.current === code) return;
    exchanged.current = code;
    exchangeImpersonationCode(code).then(
      ({ token, user }) => {
        exchanged.current = null;
        signIn(token, user);
        void navigate(PATHS.home, { replace: true });
      },
      () => {
        exchanged.current = null;
        end(TEXTS.auth.invalidSignInLink);
        void navigate(PATHS.login, { replace: true });
      },
    );
  }, [code, signIn, end, navigate]);

  return code ? <LoadingState label="Signing you in..." className="min-h-screen" /> : children;
}

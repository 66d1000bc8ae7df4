import { useLocation, useNavigate } from 'react-router';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { PATHS } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-provider';
import { useLogin } from '../api/login';
import { AuthHeading } from '../components/auth-heading';
import { ResendVerification } from '../components/resend-verification';
import { SignInForm } from '../components/sign-in-form';
import { TextLink } from '../components/text-link';

export function LoginPage() {
  const { state, signIn } = useSession();
  const navigate = useNavigate();
  const login = useLogin();
  // Why the last session ended (expired, logged out); superseded by this attempt's own outcome.
  const notice = state.status === 'anonymous' && login.isIdle ? state.notice : null;
  // Set by the registration page: the new account's address, waiting for its verification.
  const registered = registeredEmail(useLocation().state);

  return (
    <>
      <AuthHeading title="Sign in to your account" />
      {notice ? (
        <Alert tone="info" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      {registered && login.isIdle ? (
        <div className="mb-4 space-y-2">
          <Alert tone="success" title={TEXTS.auth.registrationSuccess}>
            {TEXTS.verifyEmail.checkInboxHint(registered)}
          </Alert>
          <ResendVerification email={registered} />
        </div>
      ) : null}
      <SignInForm
        email={registered ?? ''}
        mutation={login}
        onSignedIn={({ token, user }) => {
          signIn(token, user);
          // The site's address takes the user to their first page (the dashboard, unless not theirs).
          void navigate('/', { replace: true });
        }}
      />
      <div className="mt-6 flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
        <TextLink to={PATHS.register}>Create an account</TextLink>
        <TextLink to={PATHS.forgotPassword}>Forgot your password?</TextLink>
      </div>
    </>
  );
}

function registeredEmail(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('registeredEmail' in state)) return null;
  return typeof state.registeredEmail === 'string' ? state.registeredEmail : null;
}

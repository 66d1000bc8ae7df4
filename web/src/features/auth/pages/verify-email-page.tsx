import { useNavigate, useParams } from 'react-router';
import { tokenParamsSchema } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { PATHS } from '../../../config/paths';
import { serverMessageOr } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-provider';
import { useVerifyEmail } from '../api/verify-email';
import { AuthHeading } from '../components/auth-heading';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';

/**
 * Verifying, then success (on to sign-in after 3 s) or error with a way to sign in. Someone signed
 * in (confirming a new address from their profile) goes on to their profile instead, where the new
 * address shows; the sign-in page would only send them home.
 */
export function VerifyEmailPage() {
  const navigate = useNavigate();
  const signedIn = useSession().state.status === 'authenticated';
  const params = tokenParamsSchema.safeParse(useParams());
  const verification = useVerifyEmail(params.data?.token ?? '', { enabled: params.success });
  useDelayedRedirect(verification.isSuccess ? (signedIn ? PATHS.profile : PATHS.login) : null);

  const failure = !params.success
    ? TEXTS.verifyEmail.invalidLink
    : verification.isError
      ? serverMessageOr(verification.error, TEXTS.verifyEmail.invalidLink)
      : null;

  return (
    <>
      <AuthHeading title="Email verification" />
      {failure ? (
        <div className="space-y-4">
          <Alert tone="error" title={TEXTS.verifyEmail.failed}>
            {failure}
          </Alert>
          <Button className="w-full" onClick={() => void navigate(PATHS.login)}>
            {TEXTS.actions.goToLogin}
          </Button>
        </div>
      ) : verification.isSuccess ? (
        <Alert tone="success">
          {verification.data.message === TEXTS.verifyEmail.alreadyVerified
            ? TEXTS.verifyEmail.alreadyVerified
            : signedIn
              ? TEXTS.verifyEmail.successSignedIn
              : TEXTS.verifyEmail.success}
        </Alert>
      ) : (
        <LoadingState label={TEXTS.verifyEmail.verifying} />
      )}
    </>
  );
}

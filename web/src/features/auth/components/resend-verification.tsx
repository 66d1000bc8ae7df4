import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { serverMessageOr } from '../../../lib/api-error';
import { useResendVerification } from '../api/resend-verification';

/** A new verification link for the address, with the outcome announced in place. */
export function ResendVerification({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <div className="space-y-2">
      <Button type="button" variant="secondary" disabled={resend.isPending || !email} onClick={() => resend.mutate(email)}>
        {resend.isPending ? 'Sending...' : TEXTS.verifyEmail.resend}
      </Button>
      {resend.isSuccess ? <Alert tone="success">{resend.data.message}</Alert> : null}
      {resend.isError ? <Alert tone="error">{serverMessageOr(resend.error, TEXTS.forgotPassword.failed)}</Alert> : null}
    </div>
  );
}

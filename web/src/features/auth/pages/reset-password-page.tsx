import { useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { tokenParamsSchema } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { PasswordField } from '../../../components/ui/password-field';
import { PATHS } from '../../../config/paths';
import { serverMessageOr } from '../../../lib/api-error';
import { useSession } from '../../../lib/session/session-provider';
import {
  resetPasswordFormSchema,
  useResetLinkCheck,
  useResetPassword,
  type ResetPasswordFormInput,
  type ResetPasswordFormValues,
} from '../api/reset-password';
import { AuthHeading } from '../components/auth-heading';
import { TextLink } from '../components/text-link';
import { useDelayedRedirect } from '../hooks/use-delayed-redirect';

function ResetPasswordForm({ token }: { token: string }) {
  const { end } = useSession();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormInput, unknown, ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  useDelayedRedirect(reset.isSuccess ? PATHS.login : null);

  if (reset.isSuccess) return <Alert tone="success">{TEXTS.resetPassword.success}</Alert>;

  const onSubmit = handleSubmit(({ password }) =>
    // Document 001, section 4: a finished reset also forgets any stored session.
    reset.mutate({ token, password }, { onSuccess: () => end(null) }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {reset.isError ? <Alert tone="error">{serverMessageOr(reset.error, TEXTS.resetPassword.failed)}</Alert> : null}
      <PasswordField
        label="New password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Resetting...' : 'Reset password'}
      </Button>
    </form>
  );
}

/** The form only for a link that still works: a used or expired one says so at once. */
function CheckedResetForm({ token }: { token: string }) {
  const link = useResetLinkCheck(token);
  if (link.isPending) return <LoadingState label="Checking your link..." />;
  if (link.isError) return <Alert tone="error">{serverMessageOr(link.error, TEXTS.resetPassword.invalidLink)}</Alert>;
  return <ResetPasswordForm token={token} />;
}

export function ResetPasswordPage() {
  const params = tokenParamsSchema.safeParse(useParams());

  return (
    <>
      <AuthHeading title="Choose a new password" />
      {params.success ? (
        <CheckedResetForm token={params.data.token} />
      ) : (
        <Alert tone="error">{TEXTS.resetPassword.invalidLink}</Alert>
      )}
      <div className="mt-6 flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
        <TextLink to={PATHS.login}>Back to sign in</TextLink>
        <TextLink to={PATHS.forgotPassword}>Request a new link</TextLink>
      </div>
    </>
  );
}

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { forgotPasswordBodySchema } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { PATHS } from '../../../config/paths';
import { describeForgotPasswordError, useRequestPasswordReset, type ForgotPasswordInput } from '../api/forgot-password';
import { AuthHeading } from '../components/auth-heading';
import { TextLink } from '../components/text-link';

export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof forgotPasswordBodySchema>, unknown, ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((values) => request.mutate(values));

  return (
    <>
      <AuthHeading
        title="Reset your password"
        description="Enter your account's email address and we will send you a link to choose a new password."
      />
      {request.isSuccess ? (
        <Alert tone="success">{TEXTS.forgotPassword.sent}</Alert>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          {request.isError ? <Alert tone="error">{describeForgotPasswordError(request.error)}</Alert> : null}
          <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <TextLink to={PATHS.login}>Back to sign in</TextLink>
      </p>
    </>
  );
}

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { loginBodySchema, type LoginResponse } from '@frontdesk/contracts/auth';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { UseMutationResult } from '@tanstack/react-query';
import { FormError } from '../../../components/ui/form-error';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-error';
import { useSubmitError } from '../../../lib/use-submit-error';
import { describeLoginError, type LoginInput } from '../api/login';
import { ResendVerification } from './resend-verification';

interface SignInFormProps {
  mutation: UseMutationResult<LoginResponse, Error, LoginInput>;
  onSignedIn: (response: LoginResponse) => void;
  /** The address to start with (the one just registered). */
  email?: string;
}

/** E-mail and password, shared by the company and super-admin sign-in pages. */
export function SignInForm({ mutation, onSignedIn, email = '' }: SignInFormProps) {
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof loginBodySchema>, unknown, LoginInput>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email, password: '' },
  });
  const unverified = mutation.error instanceof ApiError && mutation.error.code === ERROR_CODES.emailNotVerified;
  const failure = useSubmitError(watch, mutation, describeLoginError);

  const onSubmit = handleSubmit((values) => mutation.mutate(values, { onSuccess: onSignedIn }));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {failure ? <FormError key={failure} message={failure} /> : null}
      {unverified ? <ResendVerification email={mutation.variables?.email ?? getValues('email')} /> : null}
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? TEXTS.auth.signingIn : 'Sign in'}
      </Button>
    </form>
  );
}

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { loginBodySchema, type LoginResponse } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { describeLoginError, type LoginInput } from '../api/login';

interface SignInFormProps {
  mutation: UseMutationResult<LoginResponse, Error, LoginInput>;
  onSignedIn: (response: LoginResponse) => void;
}

/** E-mail and password, shared by the company and super-admin sign-in pages. */
export function SignInForm({ mutation, onSignedIn }: SignInFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof loginBodySchema>, unknown, LoginInput>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => mutation.mutate(values, { onSuccess: onSignedIn }));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {mutation.isError ? <Alert tone="error">{describeLoginError(mutation.error)}</Alert> : null}
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

import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-error';
import { PasswordField } from '../../../components/ui/password-field';
import { serverMessageOr } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSubmitError } from '../../../lib/use-submit-error';
import {
  changePasswordFormSchema,
  useChangePassword,
  type ChangePasswordFormInput,
  type ChangePasswordFormValues,
} from '../api/change-password';

const SERVER_CHECKED_FIELDS = ['currentPassword', 'newPassword'] as const;

export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<ChangePasswordFormInput, unknown, ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const failure = useSubmitError(
    watch,
    change,
    (error) => serverMessageOr(error, TEXTS.profile.changeFailed),
    SERVER_CHECKED_FIELDS,
  );

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset();
          onChanged();
        },
        onError: (error) => applyServerFieldErrors(error, setError, SERVER_CHECKED_FIELDS),
      },
    ),
  );

  return (
    <Card title="Change Password">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {change.isSuccess ? <Alert tone="success">{TEXTS.profile.passwordChanged}</Alert> : null}
        {failure ? <FormError key={failure} message={failure} /> : null}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </Card>
  );
}

import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { AuthUser } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { updateMeBodySchema } from '@frontdesk/contracts/users';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormError } from '../../../components/ui/form-error';
import { TextField } from '../../../components/ui/text-field';
import { serverMessageOr } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSubmitError } from '../../../lib/use-submit-error';
import { roleLabel } from '../../../lib/format';
import { useUpdateProfile, type UpdateProfileInput } from '../api/update-profile';

const EDITABLE_FIELDS = ['name', 'lastname', 'email'] as const;

export function UserInfoForm({ user, onUpdated }: { user: AuthUser; onUpdated: (user: AuthUser) => void }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<z.input<typeof updateMeBodySchema>, unknown, UpdateProfileInput>({
    resolver: zodResolver(updateMeBodySchema),
    defaultValues: { name: user.name, lastname: user.lastname, email: user.email },
  });

  // The server's newer copy of the user (an e-mail change confirmed since sign-in) replaces what
  // the form opened with, unless the user has begun editing.
  useEffect(() => {
    if (!isDirty) reset({ name: user.name, lastname: user.lastname, email: user.email });
  }, [user.name, user.lastname, user.email, isDirty, reset]);

  const failure = useSubmitError(watch, update, (error) => serverMessageOr(error, TEXTS.profile.updateFailed), EDITABLE_FIELDS);

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ user: saved }) => {
        onUpdated(saved);
        reset({ name: saved.name, lastname: saved.lastname, email: saved.email });
      },
      onError: (error) => applyServerFieldErrors(error, setError, EDITABLE_FIELDS),
    }),
  );

  return (
    <Card title="User Information" description="Your name and the address we write to.">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {/* Only while the form still holds what was saved: a new edit (or its error) is not "updated". */}
        {update.isSuccess && !isDirty ? (
          <Alert tone="success">
            {TEXTS.profile.updated}
            {update.data.emailVerificationSent ? ` ${TEXTS.profile.verifyNewEmail}` : null}
          </Alert>
        ) : null}
        {failure ? <FormError key={failure} message={failure} /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" error={errors.name?.message} {...register('name')} />
          <TextField label="Last name" autoComplete="family-name" error={errors.lastname?.message} {...register('lastname')} />
        </div>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          hint={user.pendingEmail ? TEXTS.profile.pendingEmail(user.pendingEmail) : undefined}
          {...register('email')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Role" value={roleLabel(user.role)} readOnly />
          <TextField label="Company ID" value={user.companyId ?? 'N/A'} readOnly />
        </div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </form>
    </Card>
  );
}

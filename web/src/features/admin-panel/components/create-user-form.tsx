import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createUserBodySchema, type CreateUserBody, type CreateUserInput } from '@frontdesk/contracts/admin-users';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { serverMessageOr } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSubmitError } from '../../../lib/use-submit-error';
import { useCreateUser } from '../api/admin-users';

const FIELDS = ['name', 'lastname', 'email', 'password'] as const;
const REQUIRED = ['name', 'email', 'password'] as const;
const EMPTY: CreateUserBody = { name: '', lastname: '', email: '', password: '' };

/** Create New User (document 001): the user signs in with this password and then chooses their own. */
export function CreateUserForm() {
  const create = useCreateUser();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    getValues,
    formState: { errors },
  } = useForm<CreateUserBody, unknown, CreateUserInput>({ resolver: zodResolver(createUserBodySchema), defaultValues: EMPTY });
  // A reason the server gives for a field (an e-mail already in use) shows under that field only.
  const failure = useSubmitError(watch, create, (error) => serverMessageOr(error, TEXTS.admin.createFailed), FIELDS);

  // Document 001: a required field left empty is named once for the form, and each is marked.
  const [missing, setMissing] = useState(false);
  const onSubmit = handleSubmit(
    (input) => {
      setMissing(false);
      create.mutate(input, {
        onSuccess: () => reset(EMPTY),
        onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
      });
    },
    () => setMissing(REQUIRED.some((field) => (getValues(field) ?? '').trim() === '')),
  );

  return (
    <Card
      title="Create New User"
      description="They sign in with this password, are asked to choose their own, and can open the Dashboard and Profile until you grant more."
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {create.isSuccess ? <Alert tone="success">{TEXTS.admin.userCreated}</Alert> : null}
        {missing ? <Alert tone="error">{TEXTS.admin.fillRequired}</Alert> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name *" autoComplete="off" error={errors.name?.message} {...register('name')} />
          <TextField label="Last Name" autoComplete="off" error={errors.lastname?.message} {...register('lastname')} />
          <TextField label="Email *" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
          <PasswordField
            label="Password *"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create User'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

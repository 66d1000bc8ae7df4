import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_COMPANY_TYPE } from '@frontdesk/contracts/constants';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormError } from '../../../components/ui/form-error';
import { PasswordField } from '../../../components/ui/password-field';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { serverMessageOr } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSubmitError } from '../../../lib/use-submit-error';
import {
  registerFormSchema,
  toRegisterBody,
  useRegister,
  type RegisterFormInput,
  type RegisterFormValues,
} from '../api/register';
import { CompanyTypeField } from './company-type-field';
import { HoneypotFields } from './honeypot-fields';
import { TermsModal } from './terms-modal';

const SERVER_CHECKED_FIELDS = [
  'name',
  'lastname',
  'email',
  'password',
  'companyName',
  'companyDescription',
  'companyType',
  'acceptedTerms',
] as const;

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      name: '',
      lastname: '',
      email: '',
      password: '',
      confirmPassword: '',
      companyName: '',
      companyDescription: '',
      companyType: DEFAULT_COMPANY_TYPE,
      acceptedTerms: false,
      website: '',
      url: '',
      phone_number: '',
    },
  });
  const acceptedTerms = useWatch({ control, name: 'acceptedTerms' });
  const [termsOpen, setTermsOpen] = useState(false);
  const registration = useRegister();
  const failure = useSubmitError(
    watch,
    registration,
    (error) => serverMessageOr(error, TEXTS.auth.registrationFailed),
    SERVER_CHECKED_FIELDS,
  );

  const onSubmit = handleSubmit((values) =>
    registration.mutate(toRegisterBody(values), {
      onSuccess: (_answer, body) => onRegistered(body.email),
      onError: (error) => applyServerFieldErrors(error, setError, SERVER_CHECKED_FIELDS),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {failure ? <FormError key={failure} message={failure} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" error={errors.name?.message} {...register('name')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastname?.message} {...register('lastname')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <PasswordField label="Password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <TextField
        label="Company name"
        autoComplete="organization"
        error={errors.companyName?.message}
        {...register('companyName')}
      />
      <CompanyTypeField control={control} />
      <TextAreaField
        label="Company description (optional)"
        rows={3}
        error={errors.companyDescription?.message}
        {...register('companyDescription')}
      />
      <HoneypotFields register={register} />
      <Checkbox
        label="I accept the terms and conditions"
        error={errors.acceptedTerms?.message}
        extra={
          <button
            type="button"
            onClick={() => setTermsOpen(true)}
            className="rounded font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Read the terms
          </button>
        }
        {...register('acceptedTerms')}
      />
      <Button type="submit" className="w-full" disabled={!acceptedTerms || registration.isPending}>
        {registration.isPending ? TEXTS.auth.creatingAccount : 'Create account'}
      </Button>
      <TermsModal
        open={termsOpen}
        onClose={() => setTermsOpen(false)}
        onAccept={() => {
          setValue('acceptedTerms', true, { shouldDirty: true, shouldValidate: true });
          // Accepting is a person's change of the form, as ticking the box is: a failed attempt's message goes.
          registration.reset();
          setTermsOpen(false);
        }}
      />
    </form>
  );
}

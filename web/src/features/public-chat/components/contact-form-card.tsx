import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { serverMessageOr } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import {
  contactFormSchema,
  useSendContactDetails,
  type ContactFormInput,
  type ContactFormValues,
} from '../api/send-contact-details';

const FIELDS = ['name', 'lastname', 'email', 'phone'] as const;

interface ContactFormCardProps {
  slug: string;
  sessionId: string | null;
  visitorId?: string | undefined;
  onSent: (thanks: string) => void;
  onDismiss: () => void;
}

/** A compact form inside the conversation: a name, and an e-mail or a phone number. */
export function ContactFormCard({ slug, sessionId, visitorId, onSent, onDismiss }: ContactFormCardProps) {
  const titleId = useId();
  const send = useSendContactDetails(slug);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', lastname: '', email: '', phone: '' },
  });

  const onSubmit = handleSubmit((values) =>
    send.mutate(
      { ...values, ...(sessionId ? { sessionId } : {}), ...(visitorId ? { visitorId } : {}) },
      {
        onSuccess: ({ message }) => onSent(message),
        onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
      },
    ),
  );

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={titleId} className="font-semibold text-slate-900">
        Leave your contact details
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your name and an e-mail address or phone number, and the team will get back to you.
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3 space-y-3">
        {send.isError ? <Alert tone="error">{serverMessageOr(send.error, TEXTS.chat.contactFailed)}</Alert> : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Name" autoComplete="given-name" error={errors.name?.message} {...register('name')} />
          <TextField label="Last name" autoComplete="family-name" error={errors.lastname?.message} {...register('lastname')} />
          <TextField label="E-mail" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send details'}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            Not now
          </Button>
        </div>
      </form>
    </section>
  );
}

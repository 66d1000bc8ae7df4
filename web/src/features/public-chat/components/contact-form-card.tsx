import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  contactDetailsErrors,
  trimmedContactDetails,
  type ContactDetailsInput,
  type ContactField,
} from '@frontdesk/contracts/contact-details';
import { CHAT_TEXTS } from '@frontdesk/contracts/chat-texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, serverMessageOr } from '../../../lib/api-error';
import { useSendContactDetails } from '../api/send-contact-details';

const FIELDS: readonly ContactField[] = ['name', 'lastname', 'email', 'phone'];
const EMPTY: ContactDetailsInput = { name: '', lastname: '', email: '', phone: '' };

type FieldErrors = Partial<Record<ContactField, string>>;

/** The server's first message per field of a 400 answer. */
function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const known = FIELDS.find((name) => name === field);
    if (known && messages[0]) errors[known] = messages[0];
  }
  return errors;
}

interface ContactFormCardProps {
  slug: string;
  sessionId: string | null;
  visitorId?: string | undefined;
  onSent: (thanks: string) => void;
  onDismiss: () => void;
  /** The visitor typed in the form: it is theirs now, and stays open as they go on chatting. */
  onStarted?: () => void;
  /** The company's colour and the text colour readable on it, as the chat's own Send button has. */
  brand: { backgroundColor: string; color: string };
}

/** A compact form inside the conversation: a name, and an e-mail or a phone number. */
export function ContactFormCard({ slug, sessionId, visitorId, onSent, onDismiss, onStarted, brand }: ContactFormCardProps) {
  const titleId = useId();
  const send = useSendContactDetails(slug);
  const [values, setValues] = useState(EMPTY);
  // Checked from the first attempt to send on, then again as the visitor types.
  const [checked, setChecked] = useState(false);
  const [fromServer, setFromServer] = useState<FieldErrors>({});
  const errors: FieldErrors = checked ? { ...fromServer, ...contactDetailsErrors(values) } : {};

  function edit(field: ContactField, value: string) {
    onStarted?.();
    setValues((current) => ({ ...current, [field]: value }));
    // The server's verdict on a field no longer holds once the field changes.
    setFromServer(({ [field]: _dropped, ...others }) => others);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    setFromServer({});
    const firstWrong = FIELDS.find((field) => contactDetailsErrors(values)[field]);
    if (firstWrong) {
      const input = event.currentTarget.elements.namedItem(firstWrong);
      if (input instanceof HTMLInputElement) input.focus();
      return;
    }
    send.mutate(
      { ...trimmedContactDetails(values), ...(sessionId ? { sessionId } : {}), ...(visitorId ? { visitorId } : {}) },
      { onSuccess: ({ message }) => onSent(message), onError: (error) => setFromServer(serverFieldErrors(error)) },
    );
  }

  const field = (name: ContactField) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => edit(name, event.target.value),
    error: errors[name],
  });

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={titleId} className="font-semibold text-slate-900">
        Leave your contact details
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your name and an e-mail address or phone number, and the team will get back to you.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-3 space-y-3">
        {send.isError ? <Alert tone="error">{serverMessageOr(send.error, CHAT_TEXTS.contactFailed)}</Alert> : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...field('name')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastname')} />
          <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
          <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={send.isPending} style={brand}>
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

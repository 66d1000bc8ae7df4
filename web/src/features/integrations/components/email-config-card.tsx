import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, Send } from 'lucide-react';
import {
  DEFAULT_SMTP_PORT,
  EMAIL_CONFIG_TEXTS,
  emailConfigSchema,
  type EmailConfig,
  type EmailConfigInput,
} from '@frontdesk/contracts/email-config';
import { NOTICE_MS } from '@frontdesk/contracts/web-ui';
import { Alert, type AlertTone } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PasswordField } from '../../../components/ui/password-field';
import { LoadingState } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useTimedNotice } from '../../../hooks/use-timed-notice';
import { serverMessageOr } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useEmailConfig, useSaveEmailConfig, useSendTestEmail } from '../api/email-config';

const FIELDS = ['smtpHost', 'smtpPort', 'smtpUser', 'smtpPassword', 'senderEmail', 'senderName'] as const;
const EMPTY: EmailConfigInput = {
  smtpHost: '',
  smtpPort: String(DEFAULT_SMTP_PORT),
  smtpUser: '',
  smtpPassword: '',
  senderEmail: '',
  senderName: '',
};

/** The company's own SMTP server: booking confirmations and the test mail go out from its address. */
export function EmailConfigCard() {
  const config = useEmailConfig();
  return (
    <Card
      title="Email Configuration"
      description="Mail to your visitors (booking confirmations) is sent through your own mail server, from your address."
    >
      {config.isPending ? (
        <LoadingState label="Loading e-mail settings..." />
      ) : config.isError ? (
        <Alert tone="error">{serverMessageOr(config.error, 'Failed to load the e-mail configuration')}</Alert>
      ) : (
        <EmailConfigForm saved={config.data} />
      )}
    </Card>
  );
}

function EmailConfigForm({ saved }: { saved: EmailConfig | null }) {
  const save = useSaveEmailConfig();
  const test = useSendTestEmail();
  const [isSaved, setIsSaved] = useState(saved !== null);
  const [notice, showNotice] = useTimedNotice<{ tone: AlertTone; text: string }>(NOTICE_MS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EmailConfigInput, unknown, EmailConfig>({
    resolver: zodResolver(emailConfigSchema),
    // Errors clear field by field as the user corrects them (document 001, section 5).
    reValidateMode: 'onChange',
    defaultValues: saved ? { ...saved, smtpPort: String(saved.smtpPort) } : EMPTY,
  });

  const onSave = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        setIsSaved(true);
        showNotice({ tone: 'success', text: EMAIL_CONFIG_TEXTS.saved });
      },
      onError: (error) => {
        applyServerFieldErrors(error, setError, FIELDS);
        showNotice({ tone: 'error', text: serverMessageOr(error, EMAIL_CONFIG_TEXTS.saveFailed) });
      },
    }),
  );
  // The same validation gates the test e-mail.
  const onTest = handleSubmit((values) =>
    test.mutate(values, {
      onSuccess: ({ message }) => showNotice({ tone: 'success', text: message }),
      onError: (error) => {
        applyServerFieldErrors(error, setError, FIELDS);
        showNotice({ tone: 'error', text: serverMessageOr(error, 'The test e-mail could not be sent') });
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSave(event)} className="space-y-4">
      {!isSaved ? (
        <Alert tone="info" title={EMAIL_CONFIG_TEXTS.required}>
          {EMAIL_CONFIG_TEXTS.requiredHint}
        </Alert>
      ) : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="SMTP host"
          placeholder="smtp.example.com"
          autoComplete="off"
          error={errors.smtpHost?.message}
          {...register('smtpHost')}
        />
        <TextField
          label="SMTP port"
          placeholder="587"
          inputMode="numeric"
          error={errors.smtpPort?.message}
          {...register('smtpPort')}
        />
        <TextField
          label="SMTP username"
          type="email"
          autoComplete="off"
          error={errors.smtpUser?.message}
          {...register('smtpUser')}
        />
        <PasswordField
          label="SMTP password"
          autoComplete="new-password"
          error={errors.smtpPassword?.message}
          {...register('smtpPassword')}
        />
        <TextField
          label="Sender email"
          type="email"
          placeholder="bookings@example.com"
          error={errors.senderEmail?.message}
          {...register('senderEmail')}
        />
        <TextField
          label="Sender name"
          placeholder="Your company"
          error={errors.senderName?.message}
          {...register('senderName')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          <Mail aria-hidden className="size-4" />
          {save.isPending ? 'Saving...' : 'Save Email Configuration'}
        </Button>
        <Button variant="secondary" disabled={!isSaved || test.isPending} onClick={() => void onTest()}>
          <Send aria-hidden className="size-4" />
          {test.isPending ? 'Sending...' : 'Send Test Email'}
        </Button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  GHL_PAGE_TEXTS as T,
  GHL_TEXTS,
  ghlCalendarConfigSchema,
  SECRET_PLACEHOLDER,
  type GhlCalendarConfig,
  type GhlCalendarConfigBody,
  type GhlCalendarConfigView,
} from '@frontdesk/contracts/calendar-connections';
import { Alert, type AlertTone } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { PageHeader } from '../../../components/ui/page-header';
import { PasswordField } from '../../../components/ui/password-field';
import { LoadingState } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, serverMessageOr } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useGhlCalendarConfig, useSaveGhlCalendarConfig, useTestGhlConnection } from '../api/ghl-calendar';

type Notice = { tone: AlertTone; text: string };
const FIELDS = ['calendar_id', 'location_id', 'private_api_key', 'is_enabled'] as const;

/**
 * Document 000, section 8: a test the server answered with a failure says why (or 'Failed to
 * connect to GHL calendar'); a test that got no answer at all, 'Failed to test GHL connection'.
 */
function testFailure(error: unknown): string {
  if (error instanceof ApiError && error.kind !== 'http') return GHL_TEXTS.testFailed;
  return serverMessageOr(error, GHL_TEXTS.connectFailed);
}

/** External calendar/CRM settings (document 000, section 2.9): GoHighLevel. */
export function GhlCalendarPage() {
  const config = useGhlCalendarConfig();
  // Kept here: the form starts afresh from what the server saved, the notice stays.
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {config.isPending ? (
            <LoadingState label={T.loading} />
          ) : config.isError ? (
            <Alert tone="error">{GHL_TEXTS.loadFailed}</Alert>
          ) : (
            <GhlForm key={JSON.stringify(config.data)} saved={config.data} notice={notice} onNotice={setNotice} />
          )}
        </div>
        <Card title={T.howToTitle}>
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
            {T.howTo.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Card>
      </div>
    </>
  );
}

function GhlForm({
  saved,
  notice,
  onNotice: setNotice,
}: {
  saved: GhlCalendarConfigView;
  notice: Notice | null;
  onNotice: (notice: Notice | null) => void;
}) {
  const save = useSaveGhlCalendarConfig();
  const test = useTestGhlConnection();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isDirty },
  } = useForm<GhlCalendarConfigBody, unknown, GhlCalendarConfig>({
    resolver: zodResolver(ghlCalendarConfigSchema),
    reValidateMode: 'onChange',
    // A stored key comes back as the placeholder, and sent back as it is, keeps the key.
    defaultValues: {
      calendar_id: saved.calendar_id,
      location_id: saved.location_id,
      private_api_key: saved.private_api_key,
      is_enabled: saved.is_enabled,
    },
  });
  const [calendarId, locationId, apiKey] = useWatch({ control, name: ['calendar_id', 'location_id', 'private_api_key'] });
  // Document 000, section 5: Test Connection waits for all three fields, and for a test under way.
  const complete = [calendarId, locationId, apiKey].every((value) => (value ?? '').trim() !== '');

  const onSave = handleSubmit((values) => {
    setNotice(null);
    save.mutate(values, {
      onSuccess: ({ message }) => setNotice({ tone: 'success', text: message || GHL_TEXTS.saved }),
      onError: (error) => {
        applyServerFieldErrors(error, setError, FIELDS);
        setNotice({ tone: 'error', text: serverMessageOr(error, GHL_TEXTS.saveFailed) });
      },
    });
  });

  const onTest = () => {
    setNotice(null);
    test.mutate(undefined, {
      onSuccess: () => setNotice({ tone: 'success', text: GHL_TEXTS.connected }),
      onError: (error) => setNotice({ tone: 'error', text: testFailure(error) }),
    });
  };

  return (
    <Card title={T.formTitle}>
      <form noValidate className="space-y-4" onSubmit={(event) => void onSave(event)}>
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <TextField
          label={T.calendarId}
          required
          autoComplete="off"
          spellCheck={false}
          error={errors.calendar_id?.message}
          {...register('calendar_id')}
        />
        <TextField
          label={T.locationId}
          required
          autoComplete="off"
          spellCheck={false}
          error={errors.location_id?.message}
          {...register('location_id')}
        />
        <PasswordField
          label={T.privateApiKey}
          secretName={T.keyName}
          required
          autoComplete="off"
          spellCheck={false}
          hint={apiKey === SECRET_PLACEHOLDER ? T.keySaved : undefined}
          error={errors.private_api_key?.message}
          {...register('private_api_key')}
        />
        <Checkbox label={T.enable} {...register('is_enabled')} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? T.saving : T.save}
          </Button>
          <Button variant="secondary" disabled={!complete || test.isPending} onClick={onTest}>
            {test.isPending ? T.testing : T.test}
          </Button>
        </div>
        {isDirty && saved.configured ? <p className="text-sm text-slate-600">{T.testUsesSaved}</p> : null}
      </form>
    </Card>
  );
}

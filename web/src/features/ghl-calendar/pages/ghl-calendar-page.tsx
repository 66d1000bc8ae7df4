import { useState } from 'react';
import { GHL_TEXTS, SECRET_PLACEHOLDER, type GhlCalendarConfigView } from '@frontdesk/contracts/calendar-connections';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { PageHeader } from '../../../components/ui/page-header';
import { PasswordField } from '../../../components/ui/password-field';
import { LoadingState } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { serverMessageOr } from '../../../lib/api-error';
import { useGhlCalendarConfig, useSaveGhlCalendarConfig, useTestGhlConnection } from '../api/ghl-calendar';

type Notice = { tone: 'success' | 'error'; text: string };

/** External calendar/CRM settings (document 000, section 2.9): GoHighLevel. */
export function GhlCalendarPage() {
  const config = useGhlCalendarConfig();
  // Kept here: the form starts afresh from what the server saved, the notice stays.
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <PageHeader title="GHL Calendar" description="Connect your GoHighLevel calendar so appointments sync both ways." />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {config.isPending ? (
            <LoadingState label="Loading configuration..." />
          ) : config.isError ? (
            <Alert tone="error">{GHL_TEXTS.loadFailed}</Alert>
          ) : (
            <GhlForm key={JSON.stringify(config.data)} saved={config.data} notice={notice} onNotice={setNotice} />
          )}
        </div>
        <Card title="How to connect">
          <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
            <li>In GoHighLevel, open the sub-account (location) whose calendar you use.</li>
            <li>Settings → Business Profile shows the Location ID; copy it.</li>
            <li>Calendars → Calendar Settings → your calendar → copy the Calendar ID from its share link or details.</li>
            <li>
              Settings → Private Integrations → Create new integration with the calendars and contacts scopes; copy the key.
            </li>
            <li>Paste the three here, tick Enable, press Save Configuration, then Test Connection.</li>
            <li>On the Calendar page, Sync All sends your appointments to GHL and brings GHL's in.</li>
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
  const [form, setForm] = useState({
    calendar_id: saved.calendar_id,
    location_id: saved.location_id,
    private_api_key: saved.private_api_key,
    is_enabled: saved.is_enabled,
  });
  const save = useSaveGhlCalendarConfig();
  const test = useTestGhlConnection();
  const complete = Boolean(form.calendar_id.trim() && form.location_id.trim() && form.private_api_key.trim());
  const keyStored = form.private_api_key === SECRET_PLACEHOLDER;

  return (
    <Card title="Configuration">
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          setNotice(null);
          save.mutate(form, {
            onSuccess: ({ message }) => setNotice({ tone: 'success', text: message }),
            onError: (error) => setNotice({ tone: 'error', text: serverMessageOr(error, GHL_TEXTS.saveFailed) }),
          });
        }}
      >
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <TextField
          label="Calendar ID"
          required
          value={form.calendar_id}
          onChange={(event) => setForm({ ...form, calendar_id: event.target.value })}
        />
        <TextField
          label="Location ID"
          required
          value={form.location_id}
          onChange={(event) => setForm({ ...form, location_id: event.target.value })}
        />
        <PasswordField
          label="Private API Key"
          secretName="API key"
          required
          autoComplete="off"
          value={form.private_api_key}
          hint={keyStored ? 'A key is saved and never shown. Type a new one only to replace it.' : undefined}
          onChange={(event) => setForm({ ...form, private_api_key: event.target.value })}
        />
        <Checkbox
          label="Enable GHL calendar sync"
          checked={form.is_enabled}
          onChange={(event) => setForm({ ...form, is_enabled: event.target.checked })}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending || !complete}>
            {save.isPending ? 'Saving...' : 'Save Configuration'}
          </Button>
          <Button
            variant="secondary"
            disabled={!complete || test.isPending}
            onClick={() => {
              setNotice(null);
              test.mutate(undefined, {
                onSuccess: () => setNotice({ tone: 'success', text: GHL_TEXTS.connected }),
                onError: (error) => setNotice({ tone: 'error', text: serverMessageOr(error, GHL_TEXTS.testFailed) }),
              });
            }}
          >
            {test.isPending ? 'Testing...' : 'Test Connection'}
          </Button>
        </div>
      </form>
    </Card>
  );
}

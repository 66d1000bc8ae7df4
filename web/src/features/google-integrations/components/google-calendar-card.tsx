import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  GOOGLE_CONNECTED_MESSAGE,
  GOOGLE_POPUP,
  GOOGLE_TEXTS,
  SECRET_PLACEHOLDER,
  type GoogleCalendarConfigView,
} from '@frontdesk/contracts/calendar-connections';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { PasswordField } from '../../../components/ui/password-field';
import { LoadingState } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { serverMessageOr } from '../../../lib/api-error';
import {
  GOOGLE_CONFIG_KEY,
  useGoogleCalendarConfig,
  useGoogleOAuthUrl,
  useSaveGoogleCalendarConfig,
} from '../api/google-calendar';

type Notice = { tone: 'success' | 'error'; text: string };
/** What the authorisation popup tells this page before it closes (see google-oauth-return.ts). */
export type GoogleOAuthResult = { type: typeof GOOGLE_CONNECTED_MESSAGE; ok: boolean; message: string };

/** The Google Calendar tab (document 000, section 2.10): the company's OAuth client, then the connection. */
export function GoogleCalendarCard({ initialNotice }: { initialNotice: Notice | null }) {
  const config = useGoogleCalendarConfig();
  const [notice, setNotice] = useState<Notice | null>(initialNotice);
  const queryClient = useQueryClient();

  useEffect(() => {
    const onMessage = (event: MessageEvent<GoogleOAuthResult>) => {
      if (event.origin !== window.location.origin || event.data?.type !== GOOGLE_CONNECTED_MESSAGE) return;
      setNotice({ tone: event.data.ok ? 'success' : 'error', text: event.data.message });
      void queryClient.invalidateQueries({ queryKey: GOOGLE_CONFIG_KEY });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);

  return (
    <Card
      title="Google Calendar"
      description="Use your own Google Cloud OAuth client; appointments then sync with your Google calendar."
    >
      {notice ? (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      ) : null}
      {config.isPending ? (
        <LoadingState label="Loading Google settings..." />
      ) : config.isError ? (
        <Alert tone="error">{serverMessageOr(config.error, GOOGLE_TEXTS.credentialsSaveFailed)}</Alert>
      ) : (
        <GoogleForm key={JSON.stringify(config.data)} saved={config.data} onNotice={setNotice} />
      )}
    </Card>
  );
}

function GoogleForm({ saved, onNotice }: { saved: GoogleCalendarConfigView; onNotice: (notice: Notice) => void }) {
  const [form, setForm] = useState({
    client_id: saved.client_id,
    client_secret: saved.client_secret,
    calendar_id: saved.calendar_id === 'primary' ? '' : saved.calendar_id,
    is_enabled: saved.is_enabled || !saved.client_id,
  });
  const save = useSaveGoogleCalendarConfig();
  const authUrl = useGoogleOAuthUrl();
  const filled = Boolean(form.client_id.trim() && form.client_secret.trim());

  const connect = () => {
    // Opened at the click, so no popup blocker stops it; it goes to Google once the address is known.
    const popup = window.open('', 'google-oauth', `width=${GOOGLE_POPUP.width},height=${GOOGLE_POPUP.height}`);
    authUrl.mutate(undefined, {
      onSuccess: (url) => {
        if (popup) popup.location.href = url;
        else window.location.href = url;
      },
      onError: (error) => {
        popup?.close();
        onNotice({ tone: 'error', text: serverMessageOr(error, GOOGLE_TEXTS.oauthFailed) });
      },
    });
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(form, {
          onSuccess: ({ message }) => onNotice({ tone: 'success', text: message }),
          onError: (error) => onNotice({ tone: 'error', text: serverMessageOr(error, GOOGLE_TEXTS.credentialsSaveFailed) }),
        });
      }}
    >
      <TextField
        label="Client ID"
        required
        value={form.client_id}
        onChange={(event) => setForm({ ...form, client_id: event.target.value })}
      />
      <PasswordField
        label="Client Secret"
        secretName="client secret"
        required
        autoComplete="off"
        value={form.client_secret}
        hint={
          form.client_secret === SECRET_PLACEHOLDER
            ? 'A secret is saved and never shown. Type a new one only to replace it.'
            : undefined
        }
        onChange={(event) => setForm({ ...form, client_secret: event.target.value })}
      />
      <TextField
        label="Calendar ID"
        placeholder="primary"
        hint="Leave empty for your main calendar."
        value={form.calendar_id}
        onChange={(event) => setForm({ ...form, calendar_id: event.target.value })}
      />
      <Checkbox
        label="Enable Google Calendar sync"
        checked={form.is_enabled}
        onChange={(event) => setForm({ ...form, is_enabled: event.target.checked })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending || !filled}>
          {save.isPending ? 'Saving...' : 'Save Google Credentials'}
        </Button>
        {saved.is_connected ? null : filled && saved.client_id ? (
          <Button variant="secondary" disabled={authUrl.isPending} onClick={connect}>
            {GOOGLE_TEXTS.connectButton}
          </Button>
        ) : null}
      </div>
      {saved.is_connected ? <Alert tone="success">{GOOGLE_TEXTS.connected}</Alert> : null}
      <p className="text-sm text-slate-600">
        In Google Cloud Console create an OAuth client (Web application) with the redirect URI{' '}
        <code className="break-all">{`${window.location.origin}/api/company/google-oauth/callback`}</code>, then save its ID and
        secret here and connect.
      </p>
    </form>
  );
}

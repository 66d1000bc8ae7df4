import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, Unplug } from 'lucide-react';
import {
  GOOGLE_POPUP,
  GOOGLE_TAB_TEXTS as T,
  GOOGLE_TEXTS,
  googleCalendarConfigSchema,
  SECRET_PLACEHOLDER,
  type GoogleCalendarConfig,
  type GoogleCalendarConfigBody,
  type GoogleCalendarConfigView,
} from '@frontdesk/contracts/calendar-connections';
import { Alert, type AlertTone } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PasswordField } from '../../../components/ui/password-field';
import { LoadingState } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { serverMessageOr } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import {
  GOOGLE_CONFIG_KEY,
  useDisconnectGoogleCalendar,
  useGoogleCalendarConfig,
  useGoogleOAuthUrl,
  useSaveGoogleCalendarConfig,
} from '../api/google-calendar';
import { listenForGoogleOAuthResult, notePopupOpened } from '../google-oauth-return';

export type GoogleNotice = { tone: AlertTone; text: string };
const FIELDS = ['client_id', 'client_secret', 'calendar_id', 'is_enabled'] as const;
const POPUP_NAME = 'google-oauth';

/** The Google Calendar tab (document 000, section 2.10): the company's OAuth client, then the connection. */
export function GoogleCalendarCard({ initialNotice }: { initialNotice: GoogleNotice | null }) {
  const config = useGoogleCalendarConfig();
  const [notice, setNotice] = useState<GoogleNotice | null>(initialNotice);
  const queryClient = useQueryClient();

  // The popup reports how the consent went; the connection state is then read again.
  useEffect(
    () =>
      listenForGoogleOAuthResult((outcome) => {
        setNotice({ tone: outcome.ok ? 'success' : 'error', text: outcome.message });
        void queryClient.invalidateQueries({ queryKey: GOOGLE_CONFIG_KEY });
      }),
    [queryClient],
  );

  return (
    <Card title={T.title} description={T.description}>
      {notice ? (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      ) : null}
      {config.isPending ? (
        <LoadingState label={T.loading} />
      ) : config.isError ? (
        <Alert tone="error">{serverMessageOr(config.error, T.loadFailed)}</Alert>
      ) : (
        <GoogleForm key={JSON.stringify(config.data)} saved={config.data} onNotice={setNotice} />
      )}
    </Card>
  );
}

function GoogleForm({ saved, onNotice }: { saved: GoogleCalendarConfigView; onNotice: (notice: GoogleNotice | null) => void }) {
  const save = useSaveGoogleCalendarConfig();
  const authUrl = useGoogleOAuthUrl();
  const disconnect = useDisconnectGoogleCalendar();
  const [confirmingDisconnect, setConfirmingDisconnect] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isDirty },
  } = useForm<GoogleCalendarConfigBody, unknown, GoogleCalendarConfig>({
    resolver: zodResolver(googleCalendarConfigSchema),
    reValidateMode: 'onChange',
    defaultValues: {
      client_id: saved.client_id,
      // A stored secret comes back as the placeholder, and sent back as it is, keeps the secret.
      client_secret: saved.client_secret,
      // Empty shows the 'primary' placeholder, and the server falls back to primary.
      calendar_id: saved.calendar_id === 'primary' ? '' : saved.calendar_id,
      // A new connection syncs unless switched off.
      is_enabled: saved.is_enabled || !saved.client_id,
    },
  });
  const [clientId, clientSecret] = useWatch({ control, name: ['client_id', 'client_secret'] });
  const filled = (clientId ?? '').trim() !== '' && (clientSecret ?? '').trim() !== '';
  // Document 000, section 4: the connect button only when both are filled and not yet connected.
  // Google is asked with the saved client, so there must be one.
  const canConnect = filled && !saved.is_connected && saved.client_id !== '';

  const onSave = handleSubmit((values) => {
    onNotice(null);
    save.mutate(values, {
      onSuccess: ({ message }) => onNotice({ tone: 'success', text: message || GOOGLE_TEXTS.credentialsSaved }),
      onError: (error) => {
        applyServerFieldErrors(error, setError, FIELDS);
        onNotice({ tone: 'error', text: serverMessageOr(error, GOOGLE_TEXTS.credentialsSaveFailed) });
      },
    });
  });

  const connect = () => {
    onNotice(null);
    // Opened at the click, so no popup blocker stops it; it goes to Google once the address is known.
    const popup = window.open('', POPUP_NAME, `width=${GOOGLE_POPUP.width},height=${GOOGLE_POPUP.height}`);
    notePopupOpened(popup);
    authUrl.mutate(undefined, {
      onSuccess: (url) => {
        if (popup) popup.location.href = url;
        // Popups blocked: this tab goes to Google, and the callback brings it back to this page.
        else window.location.assign(url);
      },
      onError: (error) => {
        popup?.close();
        onNotice({ tone: 'error', text: serverMessageOr(error, GOOGLE_TEXTS.oauthFailed) });
      },
    });
  };

  const onDisconnect = () => {
    onNotice(null);
    disconnect.mutate(undefined, {
      // The saved config changes, so this form (and its dialog) is drawn anew.
      onSuccess: ({ message }) => onNotice({ tone: 'success', text: message || GOOGLE_TEXTS.disconnected }),
      onError: (error) => {
        setConfirmingDisconnect(false);
        onNotice({ tone: 'error', text: serverMessageOr(error, GOOGLE_TEXTS.disconnectFailed) });
      },
    });
  };

  return (
    <>
      <form noValidate className="space-y-4" onSubmit={(event) => void onSave(event)}>
        <TextField
          label={T.clientId}
          required
          autoComplete="off"
          spellCheck={false}
          error={errors.client_id?.message}
          {...register('client_id')}
        />
        <PasswordField
          label={T.clientSecret}
          secretName={T.secretName}
          required
          autoComplete="off"
          spellCheck={false}
          hint={clientSecret === SECRET_PLACEHOLDER ? T.secretSaved : undefined}
          error={errors.client_secret?.message}
          {...register('client_secret')}
        />
        <TextField
          label={T.calendarId}
          placeholder="primary"
          autoComplete="off"
          spellCheck={false}
          hint={T.calendarIdHint}
          error={errors.calendar_id?.message}
          {...register('calendar_id')}
        />
        <Checkbox label={T.enable} {...register('is_enabled')} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? T.saving : T.save}
          </Button>
          {canConnect ? (
            <Button variant="secondary" disabled={authUrl.isPending || isDirty} onClick={connect}>
              <CalendarCheck aria-hidden className="size-4" />
              {authUrl.isPending ? T.connecting : GOOGLE_TEXTS.connectButton}
            </Button>
          ) : null}
          {saved.is_connected ? (
            <Button variant="secondary" onClick={() => setConfirmingDisconnect(true)}>
              <Unplug aria-hidden className="size-4" />
              {T.disconnect}
            </Button>
          ) : null}
        </div>
        {canConnect && isDirty ? <p className="text-sm text-slate-600">{T.saveBeforeConnect}</p> : null}
        {saved.is_connected ? <Alert tone="success">{GOOGLE_TEXTS.connected}</Alert> : null}
        {saved.authorisation_refused && !saved.is_connected ? <Alert tone="error">{GOOGLE_TEXTS.reconnect}</Alert> : null}
        <p className="text-sm text-slate-600">
          {T.setupBefore} <code className="break-all">{`${window.location.origin}/api/company/google-oauth/callback`}</code>
          {T.setupAfter}
        </p>
      </form>
      <ConfirmDialog
        open={confirmingDisconnect}
        title={T.disconnectTitle}
        confirmLabel={T.disconnect}
        busyLabel={T.disconnecting}
        busy={disconnect.isPending}
        onConfirm={onDisconnect}
        onCancel={() => setConfirmingDisconnect(false)}
      >
        {T.disconnectBody}
      </ConfirmDialog>
    </>
  );
}

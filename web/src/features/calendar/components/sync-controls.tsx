import { RefreshCw, Settings2 } from 'lucide-react';
import { CALENDAR_TEXTS } from '@frontdesk/contracts/calendar';
import { SYNC_PAGE_TEXTS as T, type SyncRequestBody, type SyncStatus } from '@frontdesk/contracts/calendar-connections';
import { Button, buttonClasses } from '../../../components/ui/button';
import { serverMessageOr } from '../../../lib/api-error';
import { PageLink } from '../../../components/page-link';
import { useStartSync } from '../api/sync';

export type SyncOutcome = { tone: 'success' | 'error'; text: string };

/** Google (connected and enabled) and GHL (enabled) imports are offered when that sync is on. */
export const googleSyncOn = (status: SyncStatus | undefined) => Boolean(status?.google.enabled && status.google.connected);
export const ghlSyncOn = (status: SyncStatus | undefined) => Boolean(status?.ghl.enabled);

/**
 * Sync All (bidirectional), the Google and GHL imports, Setup Sync (document 001, Calendar page).
 * Busy while a sync runs in the background; the page hears when it ends (useSyncStatus).
 */
export function SyncControls({
  status,
  onOutcome,
}: {
  status: SyncStatus | undefined;
  onOutcome: (outcome: SyncOutcome) => void;
}) {
  const start = useStartSync();
  const busy = start.isPending || Boolean(status?.running);

  const sync = (body: SyncRequestBody) =>
    start.mutate(body, {
      onError: (error) => onOutcome({ tone: 'error', text: serverMessageOr(error, CALENDAR_TEXTS.syncFailed) }),
    });

  return (
    <div className="flex flex-wrap items-center gap-2" aria-busy={busy}>
      <Button size="sm" disabled={busy} onClick={() => sync({ direction: 'bidirectional', source: null })}>
        <RefreshCw aria-hidden className={busy ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'} />
        {busy ? T.syncing : T.syncAll}
      </Button>
      {googleSyncOn(status) ? (
        <Button
          size="sm"
          variant="secondary"
          title={T.googleLabel}
          disabled={busy}
          onClick={() => sync({ direction: 'import', source: 'google' })}
        >
          {T.google}
        </Button>
      ) : null}
      {ghlSyncOn(status) ? (
        <Button
          size="sm"
          variant="secondary"
          title={T.ghlLabel}
          disabled={busy}
          onClick={() => sync({ direction: 'import', source: 'ghl' })}
        >
          {T.ghl}
        </Button>
      ) : null}
      <PageLink to="/google-integrations" className={buttonClasses('ghost', 'sm')} fallback={null}>
        <Settings2 aria-hidden className="size-4" />
        {T.setup}
      </PageLink>
    </div>
  );
}

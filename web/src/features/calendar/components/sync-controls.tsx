import { Link } from 'react-router';
import { RefreshCw } from 'lucide-react';
import { CALENDAR_TEXTS } from '@frontdesk/contracts/calendar';
import type { SyncRequestBody, SyncStatus } from '@frontdesk/contracts/calendar-connections';
import { Button, buttonClasses } from '../../../components/ui/button';
import { serverMessageOr } from '../../../lib/api-error';
import { useStartSync } from '../api/sync';

export type SyncOutcome = { tone: 'success' | 'error'; text: string };

/**
 * Sync All (bidirectional), and Google or GHL imports shown only when that connection syncs
 * (document 001, Calendar page). The page stays busy until the background sync has finished,
 * then shows its message.
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
    start.mutate(
      { body, before: status?.last_sync_at ?? null },
      {
        onSuccess: (done) =>
          onOutcome({ tone: done.last_failed ? 'error' : 'success', text: done.last_message || CALENDAR_TEXTS.syncDone }),
        onError: (error) => onOutcome({ tone: 'error', text: serverMessageOr(error, CALENDAR_TEXTS.syncFailed) }),
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" disabled={busy} onClick={() => sync({ direction: 'bidirectional', source: null })}>
        <RefreshCw aria-hidden className={busy ? 'size-4 animate-spin' : 'size-4'} />
        {busy ? 'Syncing...' : 'Sync All'}
      </Button>
      {status?.google.enabled && status.google.connected ? (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => sync({ direction: 'import', source: 'google' })}>
          Google
        </Button>
      ) : null}
      {status?.ghl.enabled ? (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => sync({ direction: 'import', source: 'ghl' })}>
          GHL
        </Button>
      ) : null}
      <Link to="/google-integrations" className={buttonClasses('ghost', 'sm')}>
        Setup Sync
      </Link>
    </div>
  );
}

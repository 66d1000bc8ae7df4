import { CalendarDays } from 'lucide-react';
import { SYNC_PAGE_TEXTS as T, type SyncStatus } from '@frontdesk/contracts/calendar-connections';
import { formatDateTime } from '../../../lib/format';
import { ghlSyncOn, googleSyncOn } from './sync-controls';

/**
 * The 'Base Calendar System' banner (document 001, Calendar page): the calendar is the single
 * source of truth; which syncs are on, the last sync and the appointment count. A last sync that
 * failed says so, with the server's words, until a sync succeeds; the page gives no second notice of it.
 */
export function SyncBanner({
  status,
  count,
  timeZone,
}: {
  status: SyncStatus | undefined;
  count: number | undefined;
  /** The calendar's zone, as every time on the page is shown. */
  timeZone: string | undefined;
}) {
  const pending = '…';
  const googleState = !status ? pending : googleSyncOn(status) ? T.on : status.google.enabled ? T.notConnected : T.off;
  const lastSync = !status
    ? pending
    : status.running
      ? T.running
      : status.last_sync_at
        ? `${formatDateTime(status.last_sync_at, timeZone)}${status.last_failed ? ` (${T.failed})` : ''}`
        : T.never;
  const failure = status && !status.running && status.last_failed ? status.last_message : null;
  return (
    <div
      role="note"
      aria-label={T.bannerTitle}
      className="rounded-md border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CalendarDays aria-hidden className="size-4" />
        {T.bannerTitle}
      </p>
      <p className="mt-1">{T.bannerBody}</p>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-brand-800">
        <dl className="flex flex-wrap gap-x-4 gap-y-1">
          <div className="flex gap-1">
            <dt>{T.googleSync}:</dt>
            <dd className="font-medium">{googleState}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{T.ghlSync}:</dt>
            <dd className="font-medium">{!status ? pending : ghlSyncOn(status) ? T.on : T.off}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{T.lastSync}:</dt>
            <dd className="font-medium">{lastSync}</dd>
          </div>
        </dl>
        <p className="font-medium">{count === undefined ? pending : T.appointments(count)}</p>
      </div>
      {failure ? (
        <p role="alert" className="mt-2 text-red-800">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

import { randomUUID } from 'node:crypto';
import type { SyncRequest } from '@frontdesk/contracts/calendar-connections';
import { isExclusionViolation } from '../../db/errors';
import type { RemoteCalendar, RemoteEvent, RemoteEventInput } from '../calendar-connections/calendar-connections.service';
import type { AppointmentChanges, AppointmentRow, AppointmentsRepo, NewAppointment } from './calendar.repo';

/** What one remote calendar's sync did. */
export type SyncCounts = { fetched: number; pushed: number; skipped: number };

type Source = RemoteCalendar['source'];
type RemoteStamp = { id: string; updatedAt: Date };

/** The appointments' columns that link them to one remote calendar. */
const LINK = {
  google: { id: 'googleEventId', syncedAt: 'googleSyncedAt', version: 'googleRemoteVersion' },
  ghl: { id: 'ghlAppointmentId', syncedAt: 'ghlSyncedAt', version: 'ghlRemoteVersion' },
} as const;

/** The link columns' values once a row and a remote event match. */
function linkTo(source: Source, event: RemoteStamp, now: Date): AppointmentChanges {
  const version = event.updatedAt.toISOString();
  return source === 'google'
    ? { googleEventId: event.id, googleSyncedAt: now, googleRemoteVersion: version }
    : { ghlAppointmentId: event.id, ghlSyncedAt: now, ghlRemoteVersion: version };
}

// The sync looks a month back (late changes to recent visits) and a year ahead.
const PAST_DAYS = 30;
const FUTURE_DAYS = 365;

type RunInTenant = <T>(work: (repo: AppointmentsRepo) => Promise<T>) => Promise<T>;

/**
 * Brings one remote calendar and the company's calendar in line. The company's calendar is the
 * single source of truth: in a bidirectional sync a change made on both sides since the last sync
 * keeps the local one; an import takes the remote side. Each appointment remembers the remote id,
 * when the two last matched (our clock) and the remote's version stamp then (the remote's clock),
 * so neither clock is compared with the other and a re-run with no changes changes nothing.
 */
export async function syncRemoteCalendar(
  remote: RemoteCalendar,
  direction: SyncRequest['direction'],
  run: RunInTenant,
  now: Date,
): Promise<SyncCounts> {
  const link = LINK[remote.source];
  const window = {
    from: new Date(now.getTime() - PAST_DAYS * 86_400_000),
    to: new Date(now.getTime() + FUTURE_DAYS * 86_400_000),
  };
  const push = direction === 'bidirectional';
  const counts: SyncCounts = { fetched: 0, pushed: 0, skipped: 0 };
  const [events, locals, deleted] = await Promise.all([
    remote.list(window),
    run((repo) => repo.listAll(window)),
    run((repo) => repo.deletions(remote.source)),
  ]);
  const byRemoteId = new Map(locals.flatMap((row) => (row[link.id] ? [[row[link.id] as string, row] as const] : [])));
  const byId = new Map(locals.map((row) => [row.id, row]));
  const seen = new Set<string>();
  const forgotten: string[] = [];

  const save = async (row: AppointmentRow, changes: AppointmentChanges): Promise<void> => {
    try {
      await run((repo) => repo.update(row.id, changes));
    } catch (error) {
      // A remote change onto a time another booking holds is left for the company to resolve.
      if (!isExclusionViolation(error)) throw error;
      counts.skipped += 1;
    }
  };
  const linked = (event: RemoteStamp) => linkTo(remote.source, event, now);

  for (const event of events) {
    seen.add(event.id);
    if (deleted.has(event.id)) {
      if (push && !event.cancelled) await remote.remove(event.id);
      if (push || event.cancelled) forgotten.push(event.id);
      continue;
    }
    const local = byRemoteId.get(event.id) ?? (event.localId ? unlinked(byId.get(event.localId), link.id) : undefined);
    if (!local) {
      // An event we created for an appointment that no longer exists was deleted here.
      if (event.localId) {
        if (push && !event.cancelled) await remote.remove(event.id);
        continue;
      }
      if (event.cancelled) continue;
      const full = await withClient(event);
      await run((repo) => repo.insert(importedRow(remote.source, full, now, linked(event))));
      counts.fetched += 1;
      continue;
    }
    const syncedAt = local[link.syncedAt];
    const localChanged = !syncedAt || local.updatedAt > syncedAt;
    const remoteChanged = local[link.version] !== event.updatedAt.toISOString();
    if (event.cancelled) {
      await removeLocal(run, local, remote.source, now);
      counts.fetched += 1;
    } else if (local.status === 'cancelled') {
      if (push) {
        await remote.remove(event.id);
        await save(local, { ...linked(event), updatedAt: local.updatedAt });
        counts.pushed += 1;
      }
    } else if (remoteChanged && !(push && localChanged)) {
      await save(local, { ...fromRemote(await withClient(event)), ...linked(event), updatedAt: now });
      counts.fetched += 1;
    } else if (localChanged && push) {
      const { updatedAt } = await remote.update(event.id, remoteInput(local));
      await save(local, linked({ id: event.id, updatedAt }));
      counts.pushed += 1;
    }
  }
  await run((repo) => repo.forgetDeletions(remote.source, forgotten));

  for (const local of locals) {
    const remoteId = local[link.id];
    if (remoteId && !seen.has(remoteId) && !deleted.has(remoteId) && local.status === 'confirmed') {
      // Linked but no longer listed: deleted on the remote side.
      await removeLocal(run, local, remote.source, now);
      counts.fetched += 1;
    } else if (!remoteId && push && local.status === 'confirmed' && local.createdSource !== remote.source) {
      const created = await remote.create(remoteInput(local));
      await save(local, linked(created));
      counts.pushed += 1;
    }
  }
  return counts;
}

function unlinked(row: AppointmentRow | undefined, idColumn: 'googleEventId' | 'ghlAppointmentId'): AppointmentRow | undefined {
  return row && !row[idColumn] ? row : undefined;
}

/** A remote deletion: an imported appointment goes, one made here is kept as cancelled. */
async function removeLocal(run: RunInTenant, row: AppointmentRow, source: Source, now: Date): Promise<void> {
  if (row.createdSource === source)
    await run(async (repo) => {
      await repo.remove(row.id);
      // Its copies in the other calendar go too, at that calendar's sync.
      await repo.recordDeletion(row);
    });
  else if (row.status !== 'cancelled') await run((repo) => repo.update(row.id, { status: 'cancelled', updatedAt: now }));
}

/** The event with its client's details, where the listing left them to another call. */
async function withClient(event: RemoteEvent): Promise<RemoteEvent> {
  return event.client ? { ...event, ...(await event.client()) } : event;
}

function fromRemote(event: RemoteEvent): AppointmentChanges {
  return {
    title: event.title,
    description: event.description,
    startTime: event.start,
    endTime: event.end,
    ...(event.clientName ? { clientName: event.clientName } : {}),
    ...(event.clientEmail ? { clientEmail: event.clientEmail } : {}),
  };
}

function importedRow(source: Source, event: RemoteEvent, now: Date, link: AppointmentChanges): NewAppointment {
  return {
    id: randomUUID(),
    title: event.title,
    clientName: event.clientName || event.title || 'Appointment',
    clientEmail: event.clientEmail,
    startTime: event.start,
    endTime: event.end,
    description: event.description,
    status: 'confirmed',
    createdSource: source,
    createdAt: now,
    updatedAt: now,
    ...link,
  };
}

function remoteInput(row: AppointmentRow): RemoteEventInput {
  return {
    localId: row.id,
    title: row.title,
    description: row.description || row.notes,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    start: row.startTime,
    end: row.endTime,
  };
}

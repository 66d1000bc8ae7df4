import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  appointmentTooLong,
  BOOKING_TEXTS,
  CALENDAR_DEFAULTS,
  LONGEST_APPOINTMENT_DAYS,
  CALENDAR_TEXTS,
  DEFAULT_APPOINTMENT_MINUTES,
  type Appointment,
  type CalendarConfig,
  type CreateAppointmentInput,
  type PublicBookingInput,
  type VisitorBooking,
  type Slot,
  type UpdateAppointmentInput,
} from '@frontdesk/contracts/calendar';
import { BOOKING_PAGE_TEXTS } from '@frontdesk/contracts/booking-texts';
import { SYNC_TEXTS, type SyncRequest, type SyncSource, type SyncStatus } from '@frontdesk/contracts/calendar-connections';
import type { DatabaseHandle } from '../../db/client';
import { CompanyRowRepo } from '../../db/company-row';
import { isExclusionViolation } from '../../db/errors';
import { calendarConfigs, calendarSyncStates } from '../../db/schema/calendar';
import { withTenant } from '../../db/tenant';
import type { ChangeBus } from '../../platform/change-bus';
import type { Clock } from '../../platform/clock';
import { CompanyCache } from '../../platform/company-cache';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { Jobs, QueueDefinition } from '../../platform/jobs';
import type { AccountsService } from '../accounts/accounts.service';
import type { CalendarConnectionsService } from '../calendar-connections/calendar-connections.service';
import type { CompanyEmailService } from '../company-email/company-email.service';
import { syncRemoteCalendar, type SyncCounts } from './calendar-sync';
import { freeSlots, isOfferedSlot } from './availability';
import { bookingMail, type BookingMailKind, type BookingRecipient } from './booking-mail';
import type { BookingLinks } from './booking-links';
import { AppointmentsRepo, type AppointmentRow } from './calendar.repo';

type ConfigRow = typeof calendarConfigs.$inferSelect;
type Source = Appointment['created_source'];

export type CalendarDeps = {
  database: DatabaseHandle;
  clock: Clock;
  bus: ChangeBus;
  accounts: Pick<AccountsService, 'company'>;
  email: Pick<CompanyEmailService, 'sendAsCompany' | 'senderAddress'>;
  jobs: Jobs;
  connections: Pick<CalendarConnectionsService, 'remotes' | 'connectionState' | 'busyTimes' | 'companiesToSync'>;
  /** When every company with a connection syncs (cron, UTC). */
  syncCron: string;
  links: BookingLinks;
  publicUrl: string;
  logger: { warn: (object: object, message: string) => void };
};

/** One mail to one side per job, so a retry never sends the other side's mail twice. */
/** A deleted booking's facts travel with its cancellation, the row being gone when the mail is sent. */
/** A deleted appointment as its cancellation mail needs it; `at` is when it was deleted. */
type BookingSnapshot = { clientName: string; clientEmail: string; start: string; end: string; at?: string };
type BookingMailJob = {
  companyId: string;
  appointmentId: string;
  kind: BookingMailKind;
  recipient: BookingRecipient;
  snapshot?: BookingSnapshot;
};

// Confirmations wait out an SMTP outage of a few hours, like every other mail.
const BOOKING_MAIL_QUEUE: QueueDefinition = { name: 'booking-mail', retryLimit: 10, retryDelaySeconds: 10, expireInSeconds: 120 };
type SyncJob = { companyId: string } & SyncRequest;
// A failed sync is reported to the company, not retried: the next one (asked or scheduled) tries again.
const SYNC_QUEUE: QueueDefinition = { name: 'calendar-sync', retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 600 };
const SYNC_ALL_QUEUE: QueueDefinition = { name: 'calendar-sync-all', retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 120 };
// A sync marked running for longer than a job may take was cut off (a crash): another may start.
const SYNC_STALE_MS = SYNC_QUEUE.expireInSeconds * 1000;
const SOURCE_NAMES: Record<SyncSource, string> = { google: 'Google Calendar', ghl: 'GHL' };

/** The company's calendar: booking rules, appointments and the free slots they leave. */
export class CalendarService {
  // Every chat turn reads the booking rules; they change only when an admin saves them.
  private readonly configs: CompanyCache<CalendarConfig>;

  constructor(private readonly deps: CalendarDeps) {
    this.configs = new CompanyCache(
      async (companyId) => {
        const row = await withTenant(deps.database, companyId, (db) => new CompanyRowRepo(db, calendarConfigs, companyId).get());
        return row ? configView(row) : CALENDAR_DEFAULTS;
      },
      { bus: deps.bus, topics: ['calendar-config'], ttlMs: 10 * 60_000 },
    );
  }

  /** Starts the worker that mails booking confirmations through each company's own server. */
  async start(): Promise<void> {
    await this.deps.jobs.work<BookingMailJob>(BOOKING_MAIL_QUEUE, (job) => this.sendBookingMails(job));
    await this.deps.jobs.work<SyncJob>(SYNC_QUEUE, (job) => this.runSync(job));
    await this.deps.jobs.work<object>(SYNC_ALL_QUEUE, () => this.queueScheduledSyncs());
    await this.deps.jobs.schedule(SYNC_ALL_QUEUE.name, this.deps.syncCron, {});
  }

  config(companyId: string): Promise<CalendarConfig> {
    return this.configs.get(companyId);
  }

  async saveConfig(companyId: string, config: CalendarConfig): Promise<CalendarConfig> {
    await withTenant(this.deps.database, companyId, (db) =>
      new CompanyRowRepo(db, calendarConfigs, companyId).save(
        {
          calendarName: config.calendar_name,
          timezone: config.timezone,
          workingHours: config.working_hours,
          slotDuration: config.slot_duration,
          bufferTime: config.buffer_time,
          isEnabled: config.is_enabled,
        },
        this.deps.clock.now(),
      ),
    );
    await this.deps.bus.publish('calendar-config', companyId);
    return this.config(companyId);
  }

  async list(companyId: string, range?: { from: Date; to: Date }): Promise<Appointment[]> {
    const rows = await this.appointments(companyId, (repo) => repo.list(range));
    return rows.map(appointmentView);
  }

  /** A new confirmed appointment; a time another confirmed booking holds is refused (409). */
  async create(companyId: string, input: CreateAppointmentInput, source: Source = 'internal'): Promise<Appointment> {
    const now = this.deps.clock.now();
    requireSensibleLength(input.start_time, input.end_time ?? defaultEnd(input.start_time));
    const row = await this.guarded(() =>
      this.appointments(companyId, (repo) =>
        repo.insert({
          id: randomUUID(),
          title: input.title,
          clientName: input.client_name,
          clientEmail: input.client_email,
          startTime: input.start_time,
          endTime: input.end_time ?? defaultEnd(input.start_time),
          notes: input.notes,
          status: input.status,
          createdSource: source,
          createdAt: now,
          updatedAt: now,
        }),
      ),
    );
    return appointmentView(row);
  }

  async update(companyId: string, id: string, input: UpdateAppointmentInput): Promise<Appointment> {
    const { before, row } = await this.guarded(() =>
      this.appointments(companyId, async (repo) => {
        const before = await repo.find(id);
        // Without an end, the appointment keeps its length where it moves.
        const length = before ? before.endTime.getTime() - before.startTime.getTime() : DEFAULT_APPOINTMENT_MINUTES * 60_000;
        const end = input.end_time ?? new Date(input.start_time.getTime() + length);
        // Only times being set are held to it: an appointment that came in longer can still be renamed.
        const timesChange =
          !before || before.startTime.getTime() !== input.start_time.getTime() || before.endTime.getTime() !== end.getTime();
        if (timesChange) requireSensibleLength(input.start_time, end);
        const row = await repo.update(id, {
          title: input.title,
          clientName: input.client_name,
          clientEmail: input.client_email,
          startTime: input.start_time,
          endTime: end,
          description: input.description,
          updatedAt: this.deps.clock.now(),
        });
        return { before, row };
      }),
    );
    if (!row) throw notFound(CALENDAR_TEXTS.notFound);
    const moved =
      before !== undefined &&
      (before.startTime.getTime() !== row.startTime.getTime() || before.endTime.getTime() !== row.endTime.getTime());
    // The visitor who booked hears of it, as when they move it themselves (the company made the change).
    if (moved && this.visitorIsTold(before)) await this.queueMails(companyId, row.id, 'moved', ['visitor']);
    return appointmentView(row);
  }

  /**
   * Deletes the appointment; its copies in Google or GHL go at the next sync. A visitor's upcoming
   * booking is cancelled by mail to them, as when they cancel it themselves.
   */
  async remove(companyId: string, id: string): Promise<void> {
    const removed = await this.appointments(companyId, async (repo) => {
      const row = await repo.remove(id);
      if (row) await repo.recordDeletion(row);
      return row;
    });
    if (!removed) throw notFound(CALENDAR_TEXTS.notFound);
    if (this.visitorIsTold(removed))
      await this.queueMails(companyId, removed.id, 'cancelled', ['visitor'], {
        clientName: removed.clientName,
        clientEmail: removed.clientEmail,
        start: removed.startTime.toISOString(),
        end: removed.endTime.toISOString(),
        at: this.deps.clock.now().toISOString(),
      });
  }

  /** A booking a visitor made in the chat, still to come: changes the company makes to it are mailed to them. */
  private visitorIsTold(row: AppointmentRow): boolean {
    return row.createdSource === 'chat' && row.status === 'confirmed' && row.endTime > this.deps.clock.now();
  }

  /**
   * Starts a sync in the background (document 001, Sync request). Refused at once when nothing it
   * names is enabled; asked again while one runs, it answers with the running one.
   */
  async requestSync(companyId: string, request: SyncRequest): Promise<SyncStatus> {
    const remotes = await this.deps.connections.remotes(companyId, request.source);
    if (remotes.length === 0)
      throw badRequest(request.source ? SYNC_TEXTS.sourceOff(SOURCE_NAMES[request.source]) : SYNC_TEXTS.nothingToSync);
    const status = await this.syncStatus(companyId);
    if (status.running) return status;
    await this.syncState(companyId, (repo) => repo.save({ running: true }, this.deps.clock.now()));
    await this.deps.jobs.send<SyncJob>(SYNC_QUEUE.name, { companyId, ...request });
    return { ...status, running: true };
  }

  /** What the Calendar page's banner shows. */
  async syncStatus(companyId: string): Promise<SyncStatus> {
    const [connections, state, count] = await Promise.all([
      this.deps.connections.connectionState(companyId),
      this.syncState(companyId, (repo) => repo.get()),
      this.appointments(companyId, (repo) => repo.count()),
    ]);
    const running =
      Boolean(state?.running) && this.deps.clock.now().getTime() - (state?.updatedAt.getTime() ?? 0) < SYNC_STALE_MS;
    return {
      ...connections,
      running,
      last_sync_at: state?.lastSyncAt?.toISOString() ?? null,
      last_message: state?.lastMessage ?? '',
      last_failed: state?.lastFailed ?? false,
      last_fetched: state?.lastFetched ?? 0,
      appointment_count: count,
    };
  }

  /** One company's sync job: every named remote calendar in turn; one failing does not stop the others. */
  private async runSync({ companyId, direction, source }: SyncJob): Promise<void> {
    const total: SyncCounts = { fetched: 0, pushed: 0, skipped: 0 };
    const failures: string[] = [];
    let unstarted = false;
    try {
      const remotes = await this.deps.connections.remotes(companyId, source);
      // What a later calendar brought in reaches the earlier ones in a second pass over them.
      for (const remote of [...remotes, ...remotes.slice(0, -1)]) {
        if (failures.some((failure) => failure.startsWith(SOURCE_NAMES[remote.source]))) continue;
        try {
          const counts = await syncRemoteCalendar(
            remote,
            direction,
            (work) => this.appointments(companyId, work),
            this.deps.clock.now(),
          );
          total.fetched += counts.fetched;
          total.pushed += counts.pushed;
        } catch (error) {
          this.deps.logger.warn({ err: error, companyId, source: remote.source }, 'calendar sync failed');
          failures.push(`${SOURCE_NAMES[remote.source]}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    } catch (error) {
      // The calendars to sync could not be read: nothing was synced, and the status must say so.
      this.deps.logger.warn({ err: error, companyId }, 'calendar sync could not start');
      unstarted = true;
    } finally {
      const message = unstarted
        ? CALENDAR_TEXTS.syncFailed
        : failures.length > 0
          ? SYNC_TEXTS.partly(failures)
          : SYNC_TEXTS.done(total.fetched, total.pushed);
      await this.syncState(companyId, (repo) =>
        repo.save(
          {
            running: false,
            lastSyncAt: this.deps.clock.now(),
            lastMessage: message,
            lastFetched: total.fetched,
            lastFailed: unstarted || failures.length > 0,
          },
          this.deps.clock.now(),
        ),
      );
    }
  }

  private async queueScheduledSyncs(): Promise<void> {
    for (const companyId of await this.deps.connections.companiesToSync()) {
      const status = await this.syncStatus(companyId);
      if (status.running) continue;
      await this.syncState(companyId, (repo) => repo.save({ running: true }, this.deps.clock.now()));
      await this.deps.jobs.send<SyncJob>(SYNC_QUEUE.name, { companyId, direction: 'bidirectional', source: null });
    }
  }

  private syncState<T>(companyId: string, work: (repo: CompanyRowRepo<typeof calendarSyncStates>) => Promise<T>): Promise<T> {
    return withTenant(this.deps.database, companyId, (db) => work(new CompanyRowRepo(db, calendarSyncStates, companyId)));
  }

  /** Free slots for `days` days from `fromDate` (a day in the company's time zone); none while booking is switched off. */
  /** Free slots for `days` days from the asked day (the company's today when not asked), in its time zone. */
  /** The offered slots of `days` days from `asked` (the company's today when left out); `ignoreId`'s time counts as free. */
  async availability(
    companyId: string,
    asked: string | undefined,
    days: number,
    ignoreId?: string,
  ): Promise<{ timezone: string; slots: Slot[] }> {
    const config = await this.config(companyId);
    if (!config.is_enabled) return { timezone: config.timezone, slots: [] };
    const today = DateTime.fromJSDate(this.deps.clock.now(), { zone: config.timezone });
    const fromDate = asked ?? today.toISODate() ?? '';
    const from = DateTime.fromISO(fromDate, { zone: config.timezone }).startOf('day');
    const range = { from: from.minus({ days: 1 }).toJSDate(), to: from.plus({ days: days + 1 }).toJSDate() };
    const busy = await this.busy(companyId, range, ignoreId);
    return { timezone: config.timezone, slots: freeSlots(config, fromDate, days, busy, this.deps.clock.now()) };
  }

  /**
   * The times a visitor may move their booking to: the slots on offer with their own booking not
   * counted as taken (its buffer no longer hides the times beside it), its own time left out.
   */
  async timesToMoveTo(ref: string, asked: string | undefined, days: number): Promise<{ timezone: string; slots: Slot[] }> {
    const { companyId, row } = await this.byRef(ref);
    this.requireChangeable(row);
    const free = await this.availability(companyId, asked, days, row.id);
    const own = row.startTime.getTime();
    return { ...free, slots: free.slots.filter((slot) => Date.parse(slot.start) !== own) };
  }

  /**
   * A visitor books one of the offered slots: confirmed, from the chat, mailed to both sides. Only
   * a slot the calendar offers right now is taken; the database refuses a time that is already held.
   */
  async book(
    companyId: string,
    input: PublicBookingInput,
  ): Promise<{ booking: VisitorBooking; manageUrl: string; mailed: boolean }> {
    const config = await this.config(companyId);
    if (!config.is_enabled) throw conflict(BOOKING_TEXTS.switchedOff);
    const end = new Date(input.start_time.getTime() + config.slot_duration * 60_000);
    await this.requireOffered(companyId, config, input.start_time, end);
    const now = this.deps.clock.now();
    const row = await this.guarded(() =>
      this.appointments(companyId, (repo) =>
        repo.insert({
          id: randomUUID(),
          title: `Appointment with ${input.name}`,
          clientName: input.name,
          clientEmail: input.email,
          startTime: input.start_time,
          endTime: end,
          notes: input.notes,
          status: 'confirmed',
          createdSource: 'chat',
          createdAt: now,
          updatedAt: now,
        }),
      ),
    );
    await this.queueMails(companyId, row.id, 'booked');
    const [booking, mailed] = await Promise.all([this.visitorView(companyId, row, config), this.confirmsByEmail(companyId)]);
    return { booking, manageUrl: this.manageUrl(companyId, row.id), mailed };
  }

  /** Whether a booking's confirmation goes out by e-mail: the company's mail is set up. */
  async confirmsByEmail(companyId: string): Promise<boolean> {
    return (await this.deps.email.senderAddress(companyId)) !== null;
  }

  /** The booking a confirmation's link names. */
  async visitorBooking(ref: string): Promise<VisitorBooking> {
    const { companyId, row } = await this.byRef(ref);
    return this.visitorView(companyId, row);
  }

  async cancelBooking(ref: string): Promise<VisitorBooking> {
    const { companyId, row } = await this.byRef(ref);
    this.requireChangeable(row);
    const updated = await this.appointments(companyId, (repo) =>
      repo.update(row.id, { status: 'cancelled', updatedAt: this.deps.clock.now() }),
    );
    if (!updated) throw notFound(BOOKING_TEXTS.invalidLink);
    await this.queueMails(companyId, row.id, 'cancelled');
    return this.visitorView(companyId, updated);
  }

  /** Moves a booking to another offered slot of the same length. */
  async moveBooking(ref: string, start: Date): Promise<VisitorBooking> {
    const { companyId, row } = await this.byRef(ref);
    this.requireChangeable(row);
    const config = await this.config(companyId);
    const end = new Date(start.getTime() + config.slot_duration * 60_000);
    await this.requireOffered(companyId, config, start, end, row.id);
    const updated = await this.guarded(() =>
      this.appointments(companyId, (repo) =>
        repo.update(row.id, { startTime: start, endTime: end, updatedAt: this.deps.clock.now() }),
      ),
    );
    if (!updated) throw notFound(BOOKING_TEXTS.invalidLink);
    await this.queueMails(companyId, row.id, 'moved');
    return this.visitorView(companyId, updated, config);
  }

  /**
   * A visitor's link changes only a booking still to come: one already cancelled stays so, and one
   * that has begun is the company's record of a visit (cancelled, it would leave the calendar).
   */
  private requireChangeable(row: AppointmentRow): void {
    if (row.status === 'cancelled') throw conflict(BOOKING_TEXTS.alreadyCancelled);
    if (row.startTime <= this.deps.clock.now()) throw conflict(BOOKING_PAGE_TEXTS.alreadyHappened);
  }

  private async queueMails(
    companyId: string,
    appointmentId: string,
    kind: BookingMailKind,
    recipients: readonly BookingRecipient[] = ['visitor', 'company'],
    snapshot?: BookingSnapshot,
  ): Promise<void> {
    for (const recipient of recipients) {
      await this.deps.jobs.send<BookingMailJob>(BOOKING_MAIL_QUEUE.name, {
        companyId,
        appointmentId,
        kind,
        recipient,
        ...(snapshot ? { snapshot } : {}),
      });
    }
  }

  private async requireOffered(
    companyId: string,
    config: CalendarConfig,
    start: Date,
    end: Date,
    ignoreId?: string,
  ): Promise<void> {
    const range = { from: new Date(start.getTime() - 24 * 60 * 60_000), to: new Date(end.getTime() + 24 * 60 * 60_000) };
    const busy = await this.busy(companyId, range, ignoreId);
    if (!config.is_enabled || !isOfferedSlot(config, start, end, busy, this.deps.clock.now()))
      throw conflict(BOOKING_TEXTS.notOffered);
  }

  /** Times taken in the range: confirmed appointments, and the connected Google calendar's busy times. */
  private async busy(
    companyId: string,
    range: { from: Date; to: Date },
    ignoreId?: string,
  ): Promise<{ start: Date; end: Date }[]> {
    const [rows, google] = await Promise.all([
      this.appointments(companyId, (repo) => repo.list(range)),
      this.deps.connections.busyTimes(companyId, range),
    ]);
    // Google's busy times include the events the sync put there for our own appointments.
    const own = new Set(rows.map((row) => `${row.startTime.getTime()}-${row.endTime.getTime()}`));
    const moving = rows.find((row) => row.id === ignoreId);
    return [
      ...rows.filter((row) => row.id !== ignoreId).map((row) => ({ start: row.startTime, end: row.endTime })),
      ...google.filter(
        (period) =>
          !own.has(`${period.start.getTime()}-${period.end.getTime()}`) &&
          !(moving && period.start.getTime() === moving.startTime.getTime() && period.end.getTime() === moving.endTime.getTime()),
      ),
    ];
  }

  private async byRef(ref: string): Promise<{ companyId: string; row: AppointmentRow }> {
    const named = this.deps.links.read(ref);
    if (!named) throw notFound(BOOKING_TEXTS.invalidLink);
    const row = await this.appointments(named.companyId, (repo) => repo.find(named.appointmentId));
    // A signed link whose appointment is gone: the company deleted it and mailed the visitor its cancellation.
    if (!row) throw notFound(BOOKING_TEXTS.alreadyCancelled);
    return { companyId: named.companyId, row };
  }

  private manageUrl(companyId: string, appointmentId: string): string {
    return `${this.deps.publicUrl}/booking/${this.deps.links.refFor(companyId, appointmentId)}`;
  }

  private async visitorView(companyId: string, row: AppointmentRow, known?: CalendarConfig): Promise<VisitorBooking> {
    const [company, config] = await Promise.all([this.deps.accounts.company(companyId), known ?? this.config(companyId)]);
    return {
      company_name: company?.name ?? '',
      company_slug: company?.slug ?? '',
      client_name: row.clientName,
      start_time: row.startTime.toISOString(),
      end_time: row.endTime.toISOString(),
      timezone: config.timezone,
      status: row.status,
    };
  }

  private async sendBookingMails({ companyId, appointmentId, kind, recipient, snapshot }: BookingMailJob): Promise<void> {
    const row = snapshot
      ? {
          ...snapshot,
          startTime: new Date(snapshot.start),
          endTime: new Date(snapshot.end),
          updatedAt: snapshot.at ? new Date(snapshot.at) : this.deps.clock.now(),
        }
      : await this.appointments(companyId, (repo) => repo.find(appointmentId));
    const company = await this.deps.accounts.company(companyId);
    if (!row || !company) return;
    // A confirmation or a move that went out late (an SMTP retry) after the booking was cancelled
    // would put it back in the visitor's calendar: the cancellation's own mail tells them.
    if (kind !== 'cancelled' && 'status' in row && row.status === 'cancelled') return;
    const companyEmail = await this.deps.email.senderAddress(companyId);
    if (!companyEmail) {
      this.deps.logger.warn(
        { companyId, appointmentId },
        'Booking confirmation not sent: the company has no e-mail configuration',
      );
      return;
    }
    const { timezone } = await this.config(companyId);
    const mail = bookingMail(
      {
        appointmentId,
        companyName: company.name,
        companyEmail,
        clientName: row.clientName,
        clientEmail: row.clientEmail,
        start: row.startTime,
        end: row.endTime,
        changedAt: row.updatedAt,
        timezone,
        manageUrl: this.manageUrl(companyId, appointmentId),
      },
      kind,
      recipient,
    );
    if (mail && !(await this.deps.email.sendAsCompany(companyId, mail)))
      this.deps.logger.warn(
        { companyId, appointmentId, kind, recipient },
        "Booking confirmation not sent: the company's SMTP host is a private address",
      );
  }

  private appointments<T>(companyId: string, work: (repo: AppointmentsRepo) => Promise<T>): Promise<T> {
    return withTenant(this.deps.database, companyId, (db) => work(new AppointmentsRepo(db, companyId)));
  }

  /** The database's exclusion constraint is what keeps two bookings off one time, even when they race. */
  private async guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isExclusionViolation(error)) throw conflict(CALENDAR_TEXTS.slotTaken);
      throw error;
    }
  }
}

// A day's slack for the hours a change of the clocks adds to a span of calendar days.
const LONGEST_APPOINTMENT_MS = (LONGEST_APPOINTMENT_DAYS + 1) * 86_400_000;

function requireSensibleLength(start: Date, end: Date): void {
  if (end.getTime() - start.getTime() > LONGEST_APPOINTMENT_MS)
    throw badRequest(appointmentTooLong, { end_time: [appointmentTooLong] });
}

function defaultEnd(start: Date): Date {
  return new Date(start.getTime() + DEFAULT_APPOINTMENT_MINUTES * 60_000);
}

function configView(row: ConfigRow): CalendarConfig {
  return {
    calendar_name: row.calendarName,
    timezone: row.timezone,
    working_hours: row.workingHours,
    slot_duration: row.slotDuration as CalendarConfig['slot_duration'],
    buffer_time: row.bufferTime as CalendarConfig['buffer_time'],
    is_enabled: row.isEnabled,
  };
}

function appointmentView(row: AppointmentRow): Appointment {
  return {
    id: row.id,
    title: row.title,
    client_name: row.clientName,
    client_email: row.clientEmail,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    description: row.description,
    notes: row.notes,
    status: row.status,
    ghl_appointment_id: row.ghlAppointmentId,
    google_event_id: row.googleEventId,
    created_source: row.createdSource,
  };
}

import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  BOOKING_TEXTS,
  CALENDAR_DEFAULTS,
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
import type { DatabaseHandle } from '../../db/client';
import { CompanyRowRepo } from '../../db/company-row';
import { isExclusionViolation } from '../../db/errors';
import { calendarConfigs } from '../../db/schema/calendar';
import { withTenant } from '../../db/tenant';
import type { Clock } from '../../platform/clock';
import { conflict, notFound } from '../../platform/errors';
import type { Jobs, QueueDefinition } from '../../platform/jobs';
import type { AccountsService } from '../accounts/accounts.service';
import type { CompanyEmailService } from '../company-email/company-email.service';
import { freeSlots, isOfferedSlot } from './availability';
import { bookingMail, type BookingMailKind, type BookingRecipient } from './booking-mail';
import type { BookingLinks } from './booking-links';
import { AppointmentsRepo, type AppointmentRow } from './calendar.repo';

type ConfigRow = typeof calendarConfigs.$inferSelect;
type Source = Appointment['created_source'];

export type CalendarDeps = {
  database: DatabaseHandle;
  clock: Clock;
  accounts: Pick<AccountsService, 'company'>;
  email: Pick<CompanyEmailService, 'sendAsCompany' | 'senderAddress'>;
  jobs: Jobs;
  links: BookingLinks;
  publicUrl: string;
  logger: { warn: (object: object, message: string) => void };
};

/** One mail to one side per job, so a retry never sends the other side's mail twice. */
type BookingMailJob = { companyId: string; appointmentId: string; kind: BookingMailKind; recipient: BookingRecipient };

// Confirmations wait out an SMTP outage of a few hours, like every other mail.
const BOOKING_MAIL_QUEUE: QueueDefinition = { name: 'booking-mail', retryLimit: 10, retryDelaySeconds: 10, expireInSeconds: 120 };

/** The company's calendar: booking rules, appointments and the free slots they leave. */
export class CalendarService {
  constructor(private readonly deps: CalendarDeps) {}

  /** Starts the worker that mails booking confirmations through each company's own server. */
  async start(): Promise<void> {
    await this.deps.jobs.work<BookingMailJob>(BOOKING_MAIL_QUEUE, (job) => this.sendBookingMails(job));
  }

  async config(companyId: string): Promise<CalendarConfig> {
    const row = await withTenant(this.deps.database, companyId, (db) => new CompanyRowRepo(db, calendarConfigs, companyId).get());
    return row ? configView(row) : CALENDAR_DEFAULTS;
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
    return this.config(companyId);
  }

  async list(companyId: string, range?: { from: Date; to: Date }): Promise<Appointment[]> {
    const rows = await this.appointments(companyId, (repo) => repo.list(range));
    return rows.map(appointmentView);
  }

  /** A new confirmed appointment; a time another confirmed booking holds is refused (409). */
  async create(companyId: string, input: CreateAppointmentInput, source: Source = 'internal'): Promise<Appointment> {
    const now = this.deps.clock.now();
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
    const row = await this.guarded(() =>
      this.appointments(companyId, (repo) =>
        repo.update(id, {
          title: input.title,
          clientName: input.client_name,
          clientEmail: input.client_email,
          startTime: input.start_time,
          endTime: input.end_time ?? defaultEnd(input.start_time),
          description: input.description,
          updatedAt: this.deps.clock.now(),
        }),
      ),
    );
    if (!row) throw notFound(CALENDAR_TEXTS.notFound);
    return appointmentView(row);
  }

  async remove(companyId: string, id: string): Promise<void> {
    if (!(await this.appointments(companyId, (repo) => repo.remove(id)))) throw notFound(CALENDAR_TEXTS.notFound);
  }

  /** Free slots for `days` days from `fromDate` (a day in the company's time zone); none while booking is switched off. */
  async availability(companyId: string, fromDate: string, days: number): Promise<{ timezone: string; slots: Slot[] }> {
    const config = await this.config(companyId);
    if (!config.is_enabled) return { timezone: config.timezone, slots: [] };
    const from = DateTime.fromISO(fromDate, { zone: config.timezone }).startOf('day');
    const range = { from: from.minus({ days: 1 }).toJSDate(), to: from.plus({ days: days + 1 }).toJSDate() };
    const busy = (await this.appointments(companyId, (repo) => repo.list(range))).map((row) => ({
      start: row.startTime,
      end: row.endTime,
    }));
    return { timezone: config.timezone, slots: freeSlots(config, fromDate, days, busy, this.deps.clock.now()) };
  }

  /**
   * A visitor books one of the offered slots: confirmed, from the chat, mailed to both sides. Only
   * a slot the calendar offers right now is taken; the database refuses a time that is already held.
   */
  async book(companyId: string, input: PublicBookingInput): Promise<{ booking: VisitorBooking; manageUrl: string }> {
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
    return { booking: await this.visitorView(companyId, row, config), manageUrl: this.manageUrl(companyId, row.id) };
  }

  /** The booking a confirmation's link names. */
  async visitorBooking(ref: string): Promise<VisitorBooking> {
    const { companyId, row } = await this.byRef(ref);
    return this.visitorView(companyId, row);
  }

  async cancelBooking(ref: string): Promise<VisitorBooking> {
    const { companyId, row } = await this.byRef(ref);
    if (row.status === 'cancelled') throw conflict(BOOKING_TEXTS.alreadyCancelled);
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
    if (row.status === 'cancelled') throw conflict(BOOKING_TEXTS.alreadyCancelled);
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

  private async queueMails(companyId: string, appointmentId: string, kind: BookingMailKind): Promise<void> {
    for (const recipient of ['visitor', 'company'] as const) {
      await this.deps.jobs.send<BookingMailJob>(BOOKING_MAIL_QUEUE.name, { companyId, appointmentId, kind, recipient });
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
    const busy = (await this.appointments(companyId, (repo) => repo.list(range)))
      .filter((row) => row.id !== ignoreId)
      .map((row) => ({ start: row.startTime, end: row.endTime }));
    if (!config.is_enabled || !isOfferedSlot(config, start, end, busy, this.deps.clock.now()))
      throw conflict(BOOKING_TEXTS.notOffered);
  }

  private async byRef(ref: string): Promise<{ companyId: string; row: AppointmentRow }> {
    const named = this.deps.links.read(ref);
    const row = named ? await this.appointments(named.companyId, (repo) => repo.find(named.appointmentId)) : undefined;
    if (!named || !row) throw notFound(BOOKING_TEXTS.invalidLink);
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

  private async sendBookingMails({ companyId, appointmentId, kind, recipient }: BookingMailJob): Promise<void> {
    const row = await this.appointments(companyId, (repo) => repo.find(appointmentId));
    const company = await this.deps.accounts.company(companyId);
    if (!row || !company) return;
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
        timezone,
        manageUrl: this.manageUrl(companyId, appointmentId),
      },
      kind,
      recipient,
    );
    if (mail) await this.deps.email.sendAsCompany(companyId, mail);
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

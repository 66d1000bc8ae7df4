import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  CALENDAR_DEFAULTS,
  CALENDAR_TEXTS,
  DEFAULT_APPOINTMENT_MINUTES,
  type Appointment,
  type CalendarConfig,
  type CreateAppointmentInput,
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
import { freeSlots } from './availability';
import { AppointmentsRepo, type AppointmentRow } from './calendar.repo';

type ConfigRow = typeof calendarConfigs.$inferSelect;
type Source = Appointment['created_source'];

export type CalendarDeps = { database: DatabaseHandle; clock: Clock };

/** The company's calendar: booking rules, appointments and the free slots they leave. */
export class CalendarService {
  constructor(private readonly deps: CalendarDeps) {}

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

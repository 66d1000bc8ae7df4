import { z } from 'zod';
import { emailField, isoDateField, isoDateTimeField, optionalText } from './fields';
import { BOOKING_TEXTS } from './booking-texts';

// The visitor's texts live in a zod-free file (the chat page reads them); kept importable from here.
export { BOOKING_TEXTS } from './booking-texts';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const CLOSED = 'closed';
export const SLOT_DURATIONS = [15, 30, 45, 60] as const;
export const BUFFER_TIMES = [0, 5, 10, 15, 30] as const;
/** The spec's four US zones come first in the time zone select; every other IANA zone follows. */
export const PREFERRED_TIME_ZONES = ['America/Chicago', 'America/New_York', 'America/Denver', 'America/Los_Angeles'] as const;
export const DEFAULT_APPOINTMENT_MINUTES = 30;

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
const dayTime = z.union([z.literal(CLOSED), z.string().regex(hhmm, 'Use HH:MM, 00:00 to 23:59')]);

/** One weekday's hours; either time 'closed' closes the day (document 000, Working day states). */
export const workingDaySchema = z
  .object({ start: dayTime, end: dayTime })
  .refine((day) => isClosed(day) || day.start < day.end, { message: 'The day must end after it starts' });
export type WorkingDay = z.infer<typeof workingDaySchema>;

export function isClosed(day: { start: string; end: string }): boolean {
  return day.start === CLOSED || day.end === CLOSED;
}

export const workingHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, workingDaySchema])) as Record<Weekday, typeof workingDaySchema>,
);
export type WorkingHours = z.infer<typeof workingHoursSchema>;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Document 000, Calendar config. */
export const calendarConfigSchema = z.object({
  calendar_name: z.string().trim().min(1, 'Calendar name is required').max(100, 'Calendar name must be at most 100 characters'),
  timezone: z.string().refine(isTimeZone, 'Choose a time zone from the list'),
  working_hours: workingHoursSchema,
  slot_duration: z.literal(SLOT_DURATIONS, { error: `Slot duration must be one of ${SLOT_DURATIONS.join(', ')} minutes` }),
  buffer_time: z.literal(BUFFER_TIMES, { error: `Buffer time must be one of ${BUFFER_TIMES.join(', ')} minutes` }),
  is_enabled: z.boolean(),
});
export type CalendarConfig = z.infer<typeof calendarConfigSchema>;

export const CALENDAR_DEFAULTS: CalendarConfig = {
  calendar_name: 'Business Calendar',
  timezone: 'America/Chicago',
  working_hours: {
    monday: { start: '09:00', end: '17:00' },
    tuesday: { start: '09:00', end: '17:00' },
    wednesday: { start: '09:00', end: '17:00' },
    thursday: { start: '09:00', end: '17:00' },
    friday: { start: '09:00', end: '17:00' },
    saturday: { start: '10:00', end: '16:00' },
    sunday: { start: CLOSED, end: CLOSED },
  },
  slot_duration: 30,
  buffer_time: 15,
  is_enabled: true,
};

export const calendarConfigResponseSchema = z.object({ config: calendarConfigSchema });
export const saveCalendarConfigResponseSchema = z.object({ message: z.string(), config: calendarConfigSchema });

export const APPOINTMENT_STATUSES = ['confirmed', 'cancelled'] as const;
export const APPOINTMENT_SOURCES = ['internal', 'chat', 'google', 'ghl'] as const;

/** Document 001, Appointment. */
export const appointmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  client_name: z.string(),
  client_email: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  description: z.string(),
  notes: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  ghl_appointment_id: z.string().nullable(),
  google_event_id: z.string().nullable(),
  created_source: z.enum(APPOINTMENT_SOURCES),
});
export type Appointment = z.infer<typeof appointmentSchema>;
export const appointmentsResponseSchema = z.object({ appointments: z.array(appointmentSchema) });

const appointmentFields = {
  title: optionalText('Title', 200),
  client_name: z
    .string({ error: 'Please fill in client name and email' })
    .trim()
    .min(1, 'Please fill in client name and email')
    .max(100),
  client_email: emailField,
  start_time: isoDateTimeField('Start time'),
  end_time: isoDateTimeField('End time').optional(),
};

const endsAfterStart = (value: { start_time: Date; end_time?: Date | undefined }) =>
  !value.end_time || value.end_time.getTime() > value.start_time.getTime();
/**
 * Longer is a typo (an end year mistyped) and would block every time the chat offers until then; a
 * leave of some weeks is not. Checked by the server where the times are set, so an appointment
 * imported longer can still be renamed.
 */
export const LONGEST_APPOINTMENT_DAYS = 366;
export const appointmentTooLong = `An appointment can last at most ${LONGEST_APPOINTMENT_DAYS} days`;
const endMessage = {
  message: 'The appointment must end after it starts',
  path: ['end_time'],
  // Compared only once the body is an object and both times are read as dates; a fault in another
  // field is reported beside it.
  when: (payload: { issues: { path?: PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => {
      const field = issue.path?.[0];
      return field === undefined || field === 'start_time' || field === 'end_time';
    }),
};

export const createAppointmentBodySchema = z
  .object({
    ...appointmentFields,
    notes: optionalText('Notes', 2000),
    // Document 001: new appointments are created confirmed; one is cancelled afterwards.
    status: z
      .literal('confirmed', { error: 'A new appointment is confirmed; cancel or delete it once it is created' })
      .default('confirmed'),
  })
  .refine(endsAfterStart, endMessage);
export type CreateAppointmentBody = z.input<typeof createAppointmentBodySchema>;
export type CreateAppointmentInput = z.output<typeof createAppointmentBodySchema>;

export const updateAppointmentBodySchema = z
  .object({ ...appointmentFields, description: optionalText('Description', 2000) })
  .refine(endsAfterStart, endMessage);
export type UpdateAppointmentBody = z.input<typeof updateAppointmentBodySchema>;
export type UpdateAppointmentInput = z.output<typeof updateAppointmentBodySchema>;

export const appointmentIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const appointmentResponseSchema = z.object({ message: z.string(), appointment: appointmentSchema });

/** Free slots for a range of days (the chat offers these). */
export const availabilityQuerySchema = z.object({
  /** The first day, in the company's time zone; its today when left out (a visitor's own today may be another day). */
  from: isoDateField('from').optional(),
  days: z.coerce.number().int().min(1).max(31).default(7),
});
export const slotSchema = z.object({ start: z.string(), end: z.string() });
export type Slot = z.infer<typeof slotSchema>;
export const availabilityResponseSchema = z.object({ timezone: z.string(), slots: z.array(slotSchema) });

/** Document 001, section 8 (Calendar). */
export const CALENDAR_TEXTS = {
  timeRequired: 'Please enter a time.',
  /** Under Buffer time on Calendar Settings: what the buffer does to what visitors are offered. */
  bufferHint: 'Kept free before and after each appointment; visitors can book no sooner than this from now.',
  configSaved: 'Calendar configuration saved successfully!',
  configSaveFailed: 'Failed to save calendar configuration',
  created: 'Appointment created successfully',
  createFailed: 'Failed to create appointment',
  createError: 'Error creating appointment',
  updated: 'Appointment updated successfully',
  updateFailed: 'Failed to update appointment',
  updateError: 'Error updating appointment',
  deleted: 'Appointment deleted successfully',
  deleteFailed: 'Failed to delete appointment',
  deleteError: 'Error deleting appointment',
  confirmDelete: 'Are you sure you want to delete this appointment?',
  fillClient: 'Please fill in client name and email',
  notFound: 'This appointment was not found.',
  slotTaken: 'This time is already booked. Please choose another time.',
  syncFailed: 'Sync failed. Please try again.',
  syncDone: 'Sync completed successfully',
  /** Beside the calendar and its forms: the company's calendar zone, in which times are shown and taken. */
  timesIn: (zone: string) => `Times in ${zone}`,
  until: (title: string, end: string) => `${title}, until ${end}`,
} as const;

/** A visitor books one of the offered slots (the chat and the widget). */
export const publicBookingBodySchema = z.object({
  start_time: isoDateTimeField('Start time'),
  name: z.string({ error: BOOKING_TEXTS.nameRequired }).trim().min(1, BOOKING_TEXTS.nameRequired).max(100),
  email: emailField,
  notes: optionalText('Notes', 1000),
  /** The chat's visitor id, so a booking counts as that visitor's conversion. */
  visitorId: z.uuid({ error: 'visitorId must be a UUID' }).optional(),
});
export type PublicBookingBody = z.input<typeof publicBookingBodySchema>;
export type PublicBookingInput = z.output<typeof publicBookingBodySchema>;

/** What a visitor sees of their booking, on the page their confirmation links to. */
export const visitorBookingSchema = z.object({
  company_name: z.string(),
  /** For the free times to move to (the public availability read). */
  company_slug: z.string(),
  client_name: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  timezone: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
});
export type VisitorBooking = z.infer<typeof visitorBookingSchema>;
export const publicBookingResponseSchema = z.object({
  message: z.string(),
  booking: visitorBookingSchema,
  manage_url: z.string(),
  /** Whether a confirmation was sent to the visitor's e-mail (the company has an e-mail configuration). */
  mailed: z.boolean(),
});
export const bookingRefParamsSchema = z.object({ ref: z.string().min(10).max(200) });
export const moveBookingBodySchema = z.object({ start_time: isoDateTimeField('Start time') });
export const visitorBookingResponseSchema = z.object({ message: z.string().optional(), booking: visitorBookingSchema });

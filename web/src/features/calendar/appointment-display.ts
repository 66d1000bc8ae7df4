import { DEFAULT_APPOINTMENT_MINUTES, type Appointment } from '@frontdesk/contracts/calendar';

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  appointment: Appointment;
}

/** Document 001, Appointment: the title falls back from the client's name to the title, then 'Appointment'. */
export function displayTitle(appointment: Appointment): string {
  return appointment.client_name || appointment.title || 'Appointment';
}

export function toEvent(appointment: Appointment): CalendarEvent {
  const start = new Date(appointment.start_time);
  const end = appointment.end_time
    ? new Date(appointment.end_time)
    : new Date(start.getTime() + DEFAULT_APPOINTMENT_MINUTES * 60_000);
  return { title: displayTitle(appointment), start, end, appointment };
}

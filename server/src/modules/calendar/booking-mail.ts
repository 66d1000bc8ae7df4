import { createEvent, type DateArray } from 'ics';
import { DateTime } from 'luxon';
import type { CompanyMail } from '../company-email/company-email.service';

export type BookingMailKind = 'booked' | 'moved' | 'cancelled';

export type BookingFacts = {
  appointmentId: string;
  companyName: string;
  companyEmail: string | null;
  clientName: string;
  clientEmail: string;
  start: Date;
  end: Date;
  /** When the appointment last changed: each change's invitation outranks the one before. */
  changedAt: Date;
  timezone: string;
  manageUrl: string;
};

const utc = (date: Date): DateArray => {
  const time = DateTime.fromJSDate(date, { zone: 'utc' });
  return [time.year, time.month, time.day, time.hour, time.minute];
};

/** The calendar invitation (RFC 5545) that lets the visitor's calendar app add, move or drop the appointment. */
export function invitation(facts: BookingFacts, kind: BookingMailKind): string {
  const { value, error } = createEvent({
    uid: `${facts.appointmentId}@frontdesk`,
    // Each change must outrank the last in the attendee's calendar: its time of change, in seconds,
    // not the time of sending (mails sent in one second would tie, a cancel with the move before it).
    sequence: Math.floor(facts.changedAt.getTime() / 1000),
    method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
    status: kind === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    title: `Appointment with ${facts.companyName}`,
    description: `Change or cancel: ${facts.manageUrl}`,
    url: facts.manageUrl,
    start: utc(facts.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utc(facts.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    ...(facts.companyEmail ? { organizer: { name: facts.companyName, email: facts.companyEmail } } : {}),
    attendees: [{ name: facts.clientName, email: facts.clientEmail, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('The invitation could not be written');
  return value;
}

/**
 * When, in the company's own time zone, as a person reads it. Within an hour of a change of the
 * clocks each time carries its zone's short name ("1:30 AM EDT – 1:00 AM EST"): the same wall-clock
 * time happens twice in the autumn, and an end can read earlier than its start.
 */
export function whenText(facts: Pick<BookingFacts, 'start' | 'end' | 'timezone'>): string {
  const start = DateTime.fromJSDate(facts.start, { zone: facts.timezone });
  const end = DateTime.fromJSDate(facts.end, { zone: facts.timezone });
  const nearChange = [start.minus({ hours: 1 }), end, end.plus({ hours: 1 })].some((time) => time.offset !== start.offset);
  const time = nearChange ? 'h:mm a ZZZZ' : 'h:mm a';
  return `${start.toFormat(`cccc, LLLL d, yyyy, ${time}`)} – ${end.toFormat(time)} (${facts.timezone})`;
}

const SUBJECTS: Record<BookingMailKind, string> = {
  booked: 'Your appointment is confirmed',
  moved: 'Your appointment has moved',
  cancelled: 'Your appointment is cancelled',
};

export type BookingRecipient = 'visitor' | 'company';

/** The mail of one change to one side: the visitor's, with the invitation and the link, or the company's own note. */
export function bookingMail(facts: BookingFacts, kind: BookingMailKind, recipient: BookingRecipient): CompanyMail | null {
  const when = whenText(facts);
  const icalEvent = {
    method: kind === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const),
    filename: 'appointment.ics',
    content: invitation(facts, kind),
  };
  const visitor: CompanyMail = {
    to: facts.clientEmail,
    subject: `${SUBJECTS[kind]}: ${facts.companyName}`,
    text: [
      `Hello ${facts.clientName},`,
      '',
      kind === 'cancelled'
        ? `Your appointment with ${facts.companyName} is cancelled:`
        : `Your appointment with ${facts.companyName}:`,
      when,
      '',
      ...(kind === 'cancelled' ? [] : ['To move or cancel it, open:', facts.manageUrl, '']),
      `— ${facts.companyName}`,
    ].join('\n'),
    icalEvent,
  };
  if (recipient === 'visitor') return visitor;
  if (!facts.companyEmail) return null;
  return {
    to: facts.companyEmail,
    // Answering the note answers the visitor, not the company's own address it came from.
    replyTo: facts.clientEmail,
    subject: `${kind === 'booked' ? 'New booking' : kind === 'moved' ? 'Booking moved' : 'Booking cancelled'}: ${facts.clientName}`,
    text: [
      `${facts.clientName} <${facts.clientEmail}>`,
      when,
      '',
      kind === 'cancelled' ? 'It is no longer on your Frontdesk calendar.' : 'It is on your Frontdesk calendar.',
    ].join('\n'),
  };
}

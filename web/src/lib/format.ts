import type { AuthUser } from '@frontdesk/contracts/auth';
import { browserTimeZone } from './time-zone';

export function fullName(user: Pick<AuthUser, 'name' | 'lastname'>): string {
  return [user.name, user.lastname].filter(Boolean).join(' ');
}

/** Document 001, section 6: role admin reads as Administrator, anything else as User; the operator as Super Admin. */
export function roleLabel(role: AuthUser['role']): string {
  if (role === 'super_admin') return 'Super Admin';
  return role === 'admin' ? 'Administrator' : 'User';
}

/** The first `max` characters of `text`, with an ellipsis when anything was cut. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  // A time in the browser's zone names it ('2:05 PM PST'): the page's other times may be the company's.
  const key = timeZone ?? `${browserTimeZone()} named`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      'en-US',
      timeZone
        ? { dateStyle: 'medium', timeStyle: 'short', timeZone }
        : { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
    );
    dateTimeFormats.set(key, format);
  }
  return format;
}

/**
 * An ISO timestamp as 'Mar 4, 2026, 2:05 PM', in `timeZone` (a page that names the company's zone),
 * or as 'Mar 4, 2026, 2:05 PM GMT+1' in the browser's; anything unparseable is shown as given.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat(timeZone).format(date);
}

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day ('2026-12-10', or a timestamp's day in UTC) as 'Dec 10, 2026'; anything unparseable as given. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : dayFormat.format(date);
}

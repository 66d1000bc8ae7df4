import { DateTime, FixedOffsetZone } from 'luxon';
import { luxonLocalizer, type DateLocalizer } from 'react-big-calendar';

/**
 * react-big-calendar's Luxon localizer with every date read in `zone` instead of the browser's, so
 * days, hours, labels and clicked slots are the company's calendar's wherever the admin sits.
 */
export function zonedLocalizer(zone: string): DateLocalizer {
  // The localizer only reads dates through these four: bound to the zone, it never sees the browser's.
  const zonedDateTime = {
    fromJSDate: (date: Date) => DateTime.fromJSDate(date, { zone }),
    local: () => DateTime.local({ zone }),
    min: (...dates: DateTime[]) => DateTime.min(...dates),
    max: (...dates: DateTime[]) => DateTime.max(...dates),
  };
  const localizer = luxonLocalizer(zonedDateTime);
  // The time grid corrects daylight-saving days with these; the browser's offsets would be the wrong ones.
  localizer.getTimezoneOffset = (date) => -DateTime.fromJSDate(date, { zone }).offset;
  localizer.getDstOffset = (start, end) => localizer.getTimezoneOffset(start) - localizer.getTimezoneOffset(end);
  // The Luxon localizer shortens multi-day events by a day when the zone is ahead of the browser's,
  // a correction for arithmetic done in the browser's zone; here every day is counted in `zone`.
  localizer.segmentOffset = 0;
  return localizer;
}

/** `hour`:00 of today in `zone`; the time grid reads only its time of day. */
export function hourIn(zone: string, hour: number): Date {
  return DateTime.local({ zone }).set({ hour, minute: 0, second: 0, millisecond: 0 }).toJSDate();
}

/** A month cell's slot starts at midnight (in `zone`); the form then proposes 9:00, the start of a working day. */
export function proposedStart(slot: Date, zone: string): Date {
  const start = DateTime.fromJSDate(slot, { zone });
  if (start.hour !== 0 || start.minute !== 0) return slot;
  return start.set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toJSDate();
}

/** A date's day and time in `zone`, as 'yyyy-MM-dd' and 'HH:mm'. */
export function dayAndTimeIn(date: Date, zone: string): { day: string; time: string } {
  const local = DateTime.fromJSDate(date, { zone });
  return { day: local.toFormat('yyyy-MM-dd'), time: local.toFormat('HH:mm') };
}

/** An instant as the value of a datetime-local input showing `zone`'s wall clock. */
export function toZonedInput(iso: string, zone: string): string {
  const local = DateTime.fromISO(iso, { zone });
  return local.isValid ? local.toFormat("yyyy-MM-dd'T'HH:mm") : '';
}

/**
 * A wall-clock time of `zone` ('yyyy-MM-ddTHH:mm', a datetime-local value, or a day and a time
 * joined by 'T') as an ISO instant; null when it is not a time.
 *
 * The hour repeated when the clocks go back (1:30 AM twice on a US fall-back day) is ambiguous:
 * Luxon takes the second, standard-time reading. With `original`, the instant the field showed
 * before, the reading at that instant's offset is taken when it is one of the two, so an appointment
 * in the first 1 AM stays there (and one in the second, there).
 */
export function fromZonedInput(value: string, zone: string, original?: string | Date): string | null {
  const local = DateTime.fromISO(value, { zone });
  if (!local.isValid) return null;
  const chosen = original === undefined ? local : atOffsetOf(value, zone, original, local);
  return chosen.toJSDate().toISOString();
}

const WALL_CLOCK = "yyyy-MM-dd'T'HH:mm:ss.SSS";

/** `value` read at the offset `original` had in `zone`, when `zone`'s clock showed `value` at that offset; else `fallback`. */
function atOffsetOf(value: string, zone: string, original: string | Date, fallback: DateTime): DateTime {
  const before = typeof original === 'string' ? DateTime.fromISO(original, { zone }) : DateTime.fromJSDate(original, { zone });
  if (!before.isValid || before.offset === fallback.offset) return fallback;
  const candidate = DateTime.fromISO(value, { zone: FixedOffsetZone.instance(before.offset) }).setZone(zone);
  const typed = DateTime.fromISO(value, { zone: 'utc' }).toFormat(WALL_CLOCK);
  return candidate.isValid && candidate.toFormat(WALL_CLOCK) === typed ? candidate : fallback;
}

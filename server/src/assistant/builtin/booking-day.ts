import { casual } from 'chrono-node/en';
import { DateTime } from 'luxon';

// A day named further ahead than this is more likely a misreading ("in 2030") than a booking.
const FURTHEST_DAY_AHEAD = 366;

/**
 * The day a visitor asking to book names ("next tuesday", "on the 5th of december", "tomorrow
 * afternoon"), as YYYY-MM-DD in the company's calendar, or null when none is named: the booking
 * card then opens on that day rather than today. Parsed by chrono-node (its English parsers only) against the company's
 * today (its time zone's date), always forward ("friday" is the coming one); a day past or too far
 * ahead is not a day to open on.
 */
export function namedBookingDay(message: string, today: string): string | null {
  const start = DateTime.fromISO(today, { zone: 'utc' });
  if (!start.isValid) return null;
  // Noon of the company's today, read as UTC throughout: the date chrono finds is then the
  // company's calendar date, whatever the server's or the visitor's zone.
  const reference = { instant: start.set({ hour: 12 }).toJSDate(), timezone: 0 };
  for (const result of casual.parse(message, reference, { forwardDate: true })) {
    // A time alone ("at 5") names no day; chrono would still give one.
    if (!result.start.isCertain('day') && !result.start.isCertain('weekday')) continue;
    const day = DateTime.fromObject(
      { year: result.start.get('year') ?? 0, month: result.start.get('month') ?? 0, day: result.start.get('day') ?? 0 },
      { zone: 'utc' },
    );
    if (!day.isValid) continue;
    const ahead = day.diff(start, 'days').days;
    if (ahead >= 0 && ahead <= FURTHEST_DAY_AHEAD) return day.toISODate();
  }
  return null;
}

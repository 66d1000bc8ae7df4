import { casual } from 'chrono-node/en';
import { DateTime } from 'luxon';

// A day named further ahead than this is more likely a misreading ("in 2030") than a booking.
const FURTHEST_DAY_AHEAD = 366;
// How long a booking lasts ("a 2 week stay", "for 3 days", "half a day") names no day to start on;
// "in 2 weeks" and "3 days from now" do, and chrono reads those with their "in" or "from now".
const LENGTH_OF_TIME =
  /^(?:for\s+)?(?:an?|half(?:\s+an?)?|\d+|one|two|three|four|five|six|seven|eight|nine|ten)[\s-]*(?:min(?:ute)?|hour|day|night|week|month|year)s?$/i;

/**
 * The day a visitor asking to book names ("next tuesday", "on the 5th of december", "tomorrow
 * afternoon"), as YYYY-MM-DD in the company's calendar, or null when none is named: the booking
 * card then opens on that day rather than today. Parsed by chrono-node (its English parsers only)
 * from the start of the company's today (its time zone's date), always forward ("friday" is the
 * coming one, "saturday" on a Saturday is today); a day past or too far ahead is not a day to open on.
 */
export function namedBookingDay(message: string, today: string): string | null {
  const start = DateTime.fromISO(today, { zone: 'utc' });
  if (!start.isValid) return null;
  // chrono reckons in the process's own zone: midnight there of the company's date keeps every
  // day it finds on the company's calendar, whatever zone the server runs in.
  const reference = new Date(start.year, start.month - 1, start.day);
  for (const result of casual.parse(message, reference, { forwardDate: true })) {
    // A time alone ("at 5") names no day; chrono would still give one.
    if (!result.start.isCertain('day') && !result.start.isCertain('weekday')) continue;
    if (LENGTH_OF_TIME.test(result.text.trim())) continue;
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

import { DateTime } from 'luxon';
import { luxonLocalizer, type DateLocalizer } from 'react-big-calendar';
import { describe, expect, it, vi } from 'vitest';
import { inBrowserTimeZone } from '../../test/browser-time-zone';
import { fromZonedInput, proposedStart, toZonedInput, zonedLocalizer } from './calendar-time-zone';

const zone = 'America/Chicago';
const at = (wallClock: string, timeZone = zone) => DateTime.fromISO(wallClock, { zone: timeZone }).toJSDate();

// An ordinary day, and the days the US and the EU spring forward and fall back, at hours either side of the change.
const wallClocks = [
  '2026-11-28T10:00',
  '2026-03-08T00:00',
  '2026-03-08T10:00',
  '2026-03-29T10:00',
  '2026-11-01T01:30',
  '2026-11-01T23:30',
  '2026-10-25T12:00',
];

/** What the calendar's grid asks a localizer, for one moment. */
function answers(localizer: DateLocalizer, date: Date) {
  const day = localizer.startOf(date, 'day');
  const time = (value: Date | null) => value?.toISOString();
  return {
    day: time(day),
    // The week view starts from this; the localizer takes 'week', though its types leave it out.
    week: time((localizer.startOf as (date: Date, unit: string) => Date)(date, 'week')),
    month: time(localizer.startOf(date, 'month')),
    dayEnd: time(localizer.endOf(date, 'day')),
    nextDay: time(localizer.add(date, 1, 'day')),
    ceil: time(localizer.ceil(date, 'day')),
    firstVisible: time(localizer.firstVisibleDay(date, localizer)),
    lastVisible: time(localizer.lastVisibleDay(date, localizer)),
    slotAtTen: time(localizer.getSlotDate(day, 0, 600)),
    merged: time(localizer.merge(day, date)),
    dayMinutes: localizer.getTotalMin(day, localizer.endOf(date, 'day')),
    fromMidnight: localizer.getMinutesFromMidnight(date),
    offset: localizer.getTimezoneOffset(date),
    dstOffset: localizer.getDstOffset(day, date),
    sameDayIn12h: localizer.isSameDate(date, localizer.add(date, 12, 'hours')),
    segmentOffset: localizer.segmentOffset,
  };
}

describe.each([
  { browser: 'Europe/Berlin', company: 'America/Chicago' },
  // A company zone ahead of the browser's, where the stock localizer shortens multi-day events.
  { browser: 'America/Los_Angeles', company: 'Europe/Berlin' },
])('zonedLocalizer, from a browser in $browser for a company in $company', ({ browser, company }) => {
  inBrowserTimeZone(browser);

  it("answers the calendar's grid as the stock Luxon localizer does in a browser in the company's zone", () => {
    const moments = wallClocks.map((wallClock) => at(wallClock, company));
    const zoned = moments.map((date) => answers(zonedLocalizer(company), date));
    vi.stubEnv('TZ', company);
    const atHome = moments.map((date) => answers(luxonLocalizer(DateTime), date));
    vi.stubEnv('TZ', browser);
    expect(zoned).toEqual(atHome);
  });
});

describe("zonedLocalizer's labels", () => {
  inBrowserTimeZone('Europe/Berlin');

  it("show times on the company's clock", () => {
    const localizer = zonedLocalizer(zone);
    expect(localizer.format(at('2026-11-28T10:00'), 't').replace(/\s/g, ' ')).toBe('10:00 AM');
    expect(localizer.format(at('2026-11-28T10:00'), 'EEEE MMM dd')).toBe('Saturday Nov 28');
  });
});

describe('times typed in the company’s zone', () => {
  inBrowserTimeZone('Europe/Berlin');

  it('show and store the instant of the wall clock in that zone', () => {
    expect(toZonedInput('2026-11-28T16:00:00.000Z', zone)).toBe('2026-11-28T10:00');
    expect(fromZonedInput('2026-11-28T10:00', zone)).toBe('2026-11-28T16:00:00.000Z');
    // Summer time: Chicago is five hours behind UTC.
    expect(fromZonedInput('2026-07-04T10:00', zone)).toBe('2026-07-04T15:00:00.000Z');
    expect(fromZonedInput('', zone)).toBeNull();
  });

  it('propose 9:00 on a month cell’s day, and keep a clicked hour', () => {
    expect(proposedStart(at('2026-11-28T00:00'), zone).toISOString()).toBe('2026-11-28T15:00:00.000Z');
    expect(proposedStart(at('2026-11-28T14:30'), zone).toISOString()).toBe('2026-11-28T20:30:00.000Z');
  });
});

describe('a time typed in the hour repeated when the clocks go back', () => {
  inBrowserTimeZone('Europe/Berlin');
  const newYork = 'America/New_York';
  // 7 November 2027: New York's clocks go back from 2:00 EDT to 1:00 EST; 1:00 to 1:59 happen twice.
  const firstOne = '2027-11-07T05:00:00.000Z';
  const secondOne = '2027-11-07T06:00:00.000Z';

  it('keeps the offset of the time it replaces when that is one of its two readings', () => {
    expect(toZonedInput(firstOne, newYork)).toBe('2027-11-07T01:00');
    expect(toZonedInput(secondOne, newYork)).toBe('2027-11-07T01:00');
    expect(fromZonedInput('2027-11-07T01:00', newYork, firstOne)).toBe(firstOne);
    expect(fromZonedInput('2027-11-07T01:30', newYork, firstOne)).toBe('2027-11-07T05:30:00.000Z');
    expect(fromZonedInput('2027-11-07T01:30', newYork, secondOne)).toBe('2027-11-07T06:30:00.000Z');
    expect(fromZonedInput('2027-11-07T01:30', newYork, new Date(firstOne))).toBe('2027-11-07T05:30:00.000Z');
  });

  it('reads an unambiguous time as before, whatever the offset of the one it replaces', () => {
    // Summer time before, winter time after: each has one reading.
    expect(fromZonedInput('2027-11-07T00:30', newYork, secondOne)).toBe('2027-11-07T04:30:00.000Z');
    expect(fromZonedInput('2027-11-07T02:30', newYork, firstOne)).toBe('2027-11-07T07:30:00.000Z');
    expect(fromZonedInput('2027-11-08T10:00', newYork, firstOne)).toBe('2027-11-08T15:00:00.000Z');
    // The hour skipped in spring moves on, as Luxon has it.
    expect(fromZonedInput('2027-03-14T02:30', newYork, '2027-03-13T15:00:00.000Z')).toBe('2027-03-14T07:30:00.000Z');
    expect(fromZonedInput('', newYork, firstOne)).toBeNull();
  });
});

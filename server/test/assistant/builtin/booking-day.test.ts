import { describe, expect, it } from 'vitest';
import { namedBookingDay } from '../../../src/assistant/builtin/booking-day';

// A Saturday: "saturday" is today, "friday" the coming one.
const TODAY = '2026-11-28';

describe('the day a visitor asking to book names', () => {
  it.each([
    ['can i book for next tuesday', '2026-12-01'],
    ['book me in on friday pls', '2026-12-04'],
    ['any chance of an appointment on dec 5th?', '2026-12-05'],
    ['could I come tomorrow afternoon', '2026-11-29'],
    ['book for saturday at 3pm', '2026-11-28'],
    ['what about in 2 weeks', '2026-12-12'],
    ['book me in on the 1st of january', '2027-01-01'],
  ])('reads "%s" as %s', (message, day) => {
    expect(namedBookingDay(message, TODAY)).toBe(day);
  });

  it.each([
    'i want to book',
    'book a table for 4',
    // A time alone names no day.
    'book an appointment for 2 people at 5',
    'can I book at 10am',
    // Years ahead is a misreading, not a day to open the calendar on.
    'can I book for march 2031',
  ])('finds no day in "%s"', (message) => {
    expect(namedBookingDay(message, TODAY)).toBeNull();
  });

  it("counts from the company's today, whatever the server's clock says", () => {
    expect(namedBookingDay('book for tomorrow', '2027-02-28')).toBe('2027-03-01');
    expect(namedBookingDay('book for tomorrow', 'not a day')).toBeNull();
  });
});

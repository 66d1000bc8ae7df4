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
    // Earlier than the moment of asking, still today: the card offers the day's later times.
    ['book for saturday at 9am', '2026-11-28'],
    ['3 days from now', '2026-12-01'],
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
    // How long a booking lasts names no day to start on.
    'book a room for 2 weeks',
    'can I book a 3 day course',
    'i want to book a half day',
  ])('finds no day in "%s"', (message) => {
    expect(namedBookingDay(message, TODAY)).toBeNull();
  });

  it("reads the company's calendar whatever zone the server runs in", () => {
    const zone = process.env['TZ'];
    try {
      for (const serverZone of ['America/Los_Angeles', 'Pacific/Pago_Pago', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
        process.env['TZ'] = serverZone;
        expect([namedBookingDay('book for saturday at 3pm', TODAY), namedBookingDay('next tuesday', TODAY)]).toEqual([
          '2026-11-28',
          '2026-12-01',
        ]);
      }
    } finally {
      if (zone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zone;
    }
  });

  it("counts from the company's today, whatever the server's clock says", () => {
    expect(namedBookingDay('book for tomorrow', '2027-02-28')).toBe('2027-03-01');
    expect(namedBookingDay('book for tomorrow', 'not a day')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { bookingMail, invitation, whenText } from '../../../src/modules/calendar/booking-mail';

const newYork = (start: string, end: string) => ({ start: new Date(start), end: new Date(end), timezone: 'America/New_York' });

describe('when a booking is, in its mails', () => {
  it('reads as the clock does on an ordinary day', () => {
    expect(whenText(newYork('2027-01-12T15:00:00Z', '2027-01-12T15:30:00Z'))).toBe(
      'Tuesday, January 12, 2027, 10:00 AM – 10:30 AM (America/New_York)',
    );
  });

  it('names the zone of each time around a change of the clocks, so neither the repeated nor the skipped hour misleads', () => {
    // 1:30 EDT to 1:00 EST: half an hour, though the second 1 AM comes after the first 1:30.
    expect(whenText(newYork('2027-11-07T05:30:00Z', '2027-11-07T06:00:00Z'))).toBe(
      'Sunday, November 7, 2027, 1:30 AM EDT – 1:00 AM EST (America/New_York)',
    );
    // 1:30 EST to 3:00 EDT: half an hour, across the hour that does not happen.
    expect(whenText(newYork('2027-03-14T06:30:00Z', '2027-03-14T07:00:00Z'))).toBe(
      'Sunday, March 14, 2027, 1:30 AM EST – 3:00 AM EDT (America/New_York)',
    );
  });
});

const facts = {
  appointmentId: 'a-1',
  companyName: 'Hilltop Dental',
  companyEmail: 'desk@hilltop.example',
  clientName: 'Grace Hopper',
  clientEmail: 'grace@example.com',
  manageUrl: 'http://localhost/booking/x',
  changedAt: new Date('2026-11-28T10:00:00.400Z'),
  ...newYork('2027-01-12T15:00:00Z', '2027-01-12T15:30:00Z'),
};

describe('the invitation', () => {
  it('ranks each change by when it was made, not when its mail left: a cancel outranks the move before it', () => {
    const sequenceOf = (ics: string) => Number(/SEQUENCE:(\d+)/.exec(ics)?.[1]);
    const moved = sequenceOf(invitation(facts, 'moved'));
    expect(moved).toBe(Math.floor(facts.changedAt.getTime() / 1000));
    expect(sequenceOf(invitation(facts, 'moved'))).toBe(moved);
    expect(sequenceOf(invitation({ ...facts, changedAt: new Date('2026-11-28T10:00:01.100Z') }, 'cancelled'))).toBeGreaterThan(
      moved,
    );
  });
});

describe("the company's note of a cancelled booking", () => {
  it('says it has left the calendar', () => {
    expect(bookingMail(facts, 'cancelled', 'company')?.text).toContain('It is no longer on your Frontdesk calendar.');
    expect(bookingMail(facts, 'booked', 'company')?.text).toContain('It is on your Frontdesk calendar.');
  });
});

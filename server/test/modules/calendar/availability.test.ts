import { describe, expect, it } from 'vitest';
import { CALENDAR_DEFAULTS, CLOSED } from '@frontdesk/contracts/calendar';
import { freeSlots, isOfferedSlot, type BookingRules } from '../../../src/modules/calendar/availability';

const rules: BookingRules = { ...CALENDAR_DEFAULTS, slot_duration: 60, buffer_time: 0 };
const LONG_AGO = new Date('2020-01-01T00:00:00Z');
const local = (iso: string) => new Date(iso);
const starts = (slots: { start: string }[]) => slots.map((slot) => slot.start);

describe('freeSlots', () => {
  it('offers slots within the working hours, in the company time zone', () => {
    // Monday 2026-03-02 in Chicago is UTC-6: 09:00 local is 15:00 UTC.
    const slots = freeSlots(rules, '2026-03-02', 1, [], LONG_AGO);
    expect(slots).toHaveLength(8);
    expect(slots[0]).toEqual({ start: '2026-03-02T15:00:00.000Z', end: '2026-03-02T16:00:00.000Z' });
    expect(slots.at(-1)).toEqual({ start: '2026-03-02T22:00:00.000Z', end: '2026-03-02T23:00:00.000Z' });
  });

  it('skips closed days and uses each day its own hours', () => {
    // Saturday 10:00–16:00, Sunday closed.
    const weekend = freeSlots(rules, '2026-03-07', 2, [], LONG_AGO);
    expect(weekend).toHaveLength(6);
    expect(weekend.every((slot) => slot.start.startsWith('2026-03-07'))).toBe(true);
    const allClosed = { ...rules, working_hours: { ...rules.working_hours, saturday: { start: CLOSED, end: CLOSED } } };
    expect(freeSlots(allClosed, '2026-03-07', 2, [], LONG_AGO)).toEqual([]);
  });

  it('does not offer a slot that would run past closing', () => {
    const short = { ...rules, slot_duration: 45 as const };
    const slots = freeSlots(short, '2026-03-02', 1, [], LONG_AGO);
    // Starts every 45 minutes from 09:00; the last is 15:45–16:30, since 16:30–17:15 would run past 17:00.
    expect(slots.at(-1)).toEqual({ start: '2026-03-02T21:45:00.000Z', end: '2026-03-02T22:30:00.000Z' });
    expect(slots).toHaveLength(10);
  });

  it('keeps slots away from busy times by the buffer', () => {
    const buffered = { ...rules, slot_duration: 30 as const, buffer_time: 15 as const };
    const busy = [{ start: local('2026-03-02T16:00:00Z'), end: local('2026-03-02T16:30:00Z') }]; // 10:00–10:30 local
    const slots = starts(freeSlots(buffered, '2026-03-02', 1, busy, LONG_AGO));
    expect(slots).toContain('2026-03-02T15:00:00.000Z'); // 09:00–09:30 ends 30 min before
    expect(slots).not.toContain('2026-03-02T15:30:00.000Z'); // 09:30–10:00 ends inside the 15-minute buffer
    expect(slots).not.toContain('2026-03-02T16:00:00.000Z');
    expect(slots).not.toContain('2026-03-02T16:30:00.000Z'); // starts inside the buffer after
    expect(slots).toContain('2026-03-02T17:00:00.000Z');
  });

  it('treats any overlap as busy, also a busy time spanning several slots', () => {
    const busy = [{ start: local('2026-03-02T15:30:00Z'), end: local('2026-03-02T18:10:00Z') }];
    const slots = starts(freeSlots(rules, '2026-03-02', 1, busy, LONG_AGO));
    expect(slots).toEqual([
      '2026-03-02T19:00:00.000Z',
      '2026-03-02T20:00:00.000Z',
      '2026-03-02T21:00:00.000Z',
      '2026-03-02T22:00:00.000Z',
    ]);
  });

  it('follows the wall clock across the daylight-saving change in America/Chicago', () => {
    // Clocks spring forward on Sunday 2026-03-08: Friday is UTC-6, Monday UTC-5.
    const week = freeSlots(
      { ...rules, working_hours: { ...rules.working_hours, sunday: { start: '09:00', end: '11:00' } } },
      '2026-03-06',
      4,
      [],
      LONG_AGO,
    );
    const firstOf = (day: string) => week.find((slot) => slot.start.startsWith(day))?.start;
    expect(firstOf('2026-03-06')).toBe('2026-03-06T15:00:00.000Z');
    expect(firstOf('2026-03-08')).toBe('2026-03-08T14:00:00.000Z'); // 09:00 CDT on the change day
    expect(firstOf('2026-03-09')).toBe('2026-03-09T14:00:00.000Z');
    // And back in November: Sunday 2026-11-01 falls back to UTC-6.
    const autumn = freeSlots(rules, '2026-10-30', 4, [], LONG_AGO);
    expect(autumn.find((slot) => slot.start.startsWith('2026-10-30'))?.start).toBe('2026-10-30T14:00:00.000Z');
    expect(autumn.find((slot) => slot.start.startsWith('2026-11-02'))?.start).toBe('2026-11-02T15:00:00.000Z');
  });

  it('offers nothing on a fully booked day, and nothing that has already begun', () => {
    const busy = [{ start: local('2026-03-02T15:00:00Z'), end: local('2026-03-02T23:00:00Z') }];
    expect(freeSlots(rules, '2026-03-02', 1, busy, LONG_AGO)).toEqual([]);
    const midday = new Date('2026-03-02T18:30:00Z'); // 12:30 local
    expect(starts(freeSlots(rules, '2026-03-02', 1, [], midday))[0]).toBe('2026-03-02T19:00:00.000Z');
  });

  it('gives the business at least its buffer time of notice', () => {
    const tenToOne = new Date('2026-03-02T18:50:00Z'); // 12:50 local; the 13:00 slot is 10 minutes away
    expect(starts(freeSlots(rules, '2026-03-02', 1, [], tenToOne))[0]).toBe('2026-03-02T19:00:00.000Z');
    const buffered: BookingRules = { ...rules, buffer_time: 15 };
    expect(starts(freeSlots(buffered, '2026-03-02', 1, [], tenToOne))[0]).toBe('2026-03-02T20:00:00.000Z');
    expect(isOfferedSlot(buffered, local('2026-03-02T19:00:00Z'), local('2026-03-02T20:00:00Z'), [], tenToOne)).toBe(false);
  });

  it('recognises an offered slot and refuses anything else', () => {
    expect(isOfferedSlot(rules, local('2026-03-02T15:00:00Z'), local('2026-03-02T16:00:00Z'), [], LONG_AGO)).toBe(true);
    expect(isOfferedSlot(rules, local('2026-03-02T15:10:00Z'), local('2026-03-02T16:10:00Z'), [], LONG_AGO)).toBe(false);
    expect(isOfferedSlot(rules, local('2026-03-08T15:00:00Z'), local('2026-03-08T16:00:00Z'), [], LONG_AGO)).toBe(false);
  });
});

import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  appointmentPeriodNamedIn,
  appointmentWindow,
  namesAPeriod,
  periodNamedIn,
  periodWindow,
} from '../../../src/modules/analytics/periods';

// Thursday 26 November 2026, 10:30 in Chicago (16:30 UTC).
const now = DateTime.fromISO('2026-11-26T10:30:00', { zone: 'America/Chicago' });
const iso = (date: Date) => date.toISOString();

describe('periods of the company calendar', () => {
  it('reads the period a question names, and this month when it names none', () => {
    expect(periodNamedIn('how many chats yesterday?')).toBe('yesterday');
    expect(periodNamedIn('how many visits this week')).toBe('this_week');
    expect(periodNamedIn('conversion last month')).toBe('last_month');
    expect(periodNamedIn('chats in the past 7 days')).toBe('last_7_days');
    expect(periodNamedIn('what is my conversion rate?')).toBe('this_month');
    expect(namesAPeriod('chats in the last 30 days')).toBe(true);
    expect(namesAPeriod('longest chats')).toBe(false);
  });

  it("cuts days, Monday weeks and months at the company's midnight", () => {
    expect(periodWindow('yesterday', now)).toMatchObject({ phrase: 'Yesterday (Nov 25)', title: 'yesterday, Nov 25' });
    expect(iso(periodWindow('yesterday', now).since)).toBe('2026-11-25T06:00:00.000Z');
    expect(iso(periodWindow('yesterday', now).until)).toBe('2026-11-26T06:00:00.000Z');
    expect(iso(periodWindow('today', now).until)).toBe('2026-11-26T16:30:00.001Z');
    expect(periodWindow('this_week', now).phrase).toBe('This week so far (since Nov 23)');
    expect(periodWindow('last_week', now)).toMatchObject({ phrase: 'Last week (Nov 16 – Nov 22)' });
    expect(iso(periodWindow('last_week', now).until)).toBe('2026-11-23T06:00:00.000Z');
    expect(periodWindow('this_month', now).phrase).toBe('In November 2026 so far');
    // Chicago is on summer time on 1 October (UTC-5) and on winter time now (UTC-6).
    expect(iso(periodWindow('last_month', now).since)).toBe('2026-10-01T05:00:00.000Z');
    expect(periodWindow('last_month', now).phrase).toBe('In October 2026');
  });

  it('starts yesterday at its own midnight where summer time skips the midnight of today', () => {
    // Santiago moves its clocks from 00:00 to 01:00 on Sunday 6 September 2026: today starts at 01:00.
    const santiago = DateTime.fromISO('2026-09-06T12:00:00', { zone: 'America/Santiago' });
    const yesterday = periodWindow('yesterday', santiago);
    expect(iso(yesterday.since)).toBe('2026-09-05T04:00:00.000Z');
    expect(iso(yesterday.until)).toBe('2026-09-06T04:00:00.000Z');
    expect(iso(periodWindow('last_month', santiago).since)).toBe('2026-08-01T04:00:00.000Z');
  });

  it('reads the periods to come that questions about appointments name', () => {
    expect(appointmentPeriodNamedIn('appointments tomorrow')).toBe('tomorrow');
    expect(appointmentPeriodNamedIn('bookings next week')).toBe('next_week');
    expect(appointmentPeriodNamedIn('appointments in the next 7 days')).toBe('next_7_days');
    expect(appointmentPeriodNamedIn('meetings last week')).toBe('last_week');
    expect(appointmentPeriodNamedIn('how many appointments')).toBe('this_month');
    // The conversion's questions never read a period to come.
    expect(periodNamedIn('chats next week')).toBe('this_month');
  });

  it("counts appointments over whole days, weeks and months of the company's calendar", () => {
    expect(appointmentWindow('today', now)).toMatchObject({ phrase: 'Today (Nov 26)', title: 'today, Nov 26' });
    expect(iso(appointmentWindow('today', now).until)).toBe('2026-11-27T06:00:00.000Z');
    expect(appointmentWindow('this_week', now).phrase).toBe('This week (Nov 23 – Nov 29)');
    expect(iso(appointmentWindow('this_week', now).until)).toBe('2026-11-30T06:00:00.000Z');
    expect(iso(appointmentWindow('next_week', now).since)).toBe('2026-11-30T06:00:00.000Z');
    // November starts on summer time (UTC-5) in Chicago and ends on winter time (UTC-6).
    const november = appointmentWindow('this_month', now);
    expect([iso(november.since), iso(november.until), november.phrase]).toEqual([
      '2026-11-01T05:00:00.000Z',
      '2026-12-01T06:00:00.000Z',
      'In November 2026',
    ]);
    expect(appointmentWindow('next_month', now).title).toBe('December 2026');
    // Periods already over are those of the other questions.
    expect(appointmentWindow('last_week', now)).toEqual(periodWindow('last_week', now));
  });
});

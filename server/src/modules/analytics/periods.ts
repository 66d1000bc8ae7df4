import type { DateTime } from 'luxon';
import { PERIOD_TEXTS } from '@frontdesk/contracts/business-chat';

/** Periods of the company's calendar an owner asks the business chat about. */
export const CALENDAR_PERIODS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'last_7_days',
  'last_30_days',
] as const;
export type CalendarPeriod = (typeof CALENDAR_PERIODS)[number];

/** The periods appointments are counted over: the calendar's, then those still to come (only appointments have them). */
export const APPOINTMENT_PERIODS = [
  ...CALENDAR_PERIODS,
  'tomorrow',
  'next_week',
  'next_month',
  'next_7_days',
  'next_30_days',
] as const;
export type AppointmentPeriod = (typeof APPOINTMENT_PERIODS)[number];

/** A period as a time window, with how a sentence names it ("Yesterday (Nov 25)") and a table's title. */
export type PeriodWindow = { since: Date; until: Date; phrase: string; title: string };

// The words that name each period, first match wins; anything else is this month so far.
const NAMED: [RegExp, CalendarPeriod][] = [
  [/\btoday\b/, 'today'],
  [/\byesterday\b/, 'yesterday'],
  [/\bthis week\b/, 'this_week'],
  [/\blast week\b/, 'last_week'],
  [/\blast month\b/, 'last_month'],
  [/\b(?:last|past) (?:7|seven) days\b|\bpast week\b/, 'last_7_days'],
  [/\b(?:last|past) (?:30|thirty) days\b/, 'last_30_days'],
];

// The words that name a period to come, read before the others.
const NAMED_AHEAD: [RegExp, AppointmentPeriod][] = [
  [/\btomorrow\b/, 'tomorrow'],
  [/\bnext week\b/, 'next_week'],
  [/\bnext month\b/, 'next_month'],
  [/\b(?:next|coming) (?:7|seven) days\b|\bcoming week\b/, 'next_7_days'],
  [/\b(?:next|coming) (?:30|thirty) days\b/, 'next_30_days'],
];

/** The period a question names, lower-cased; this month when it names none. */
export function periodNamedIn(question: string): CalendarPeriod {
  return NAMED.find(([words]) => words.test(question))?.[1] ?? 'this_month';
}

/** Whether a question, lower-cased, names a period ("this month" too). */
export function namesAPeriod(question: string): boolean {
  return /\bthis month\b/.test(question) || NAMED.some(([words]) => words.test(question));
}

/** The period a question about appointments names, lower-cased, those to come included; this month when it names none. */
export function appointmentPeriodNamedIn(question: string): AppointmentPeriod {
  return NAMED_AHEAD.find(([words]) => words.test(question))?.[1] ?? periodNamedIn(question);
}

/** Whether a question, lower-cased, names a period, one to come included. */
export function namesAnAppointmentPeriod(question: string): boolean {
  return namesAPeriod(question) || NAMED_AHEAD.some(([words]) => words.test(question));
}

const day = (time: DateTime) => time.toFormat('LLL d');
const month = (time: DateTime) => time.toFormat('LLLL yyyy');
const between = (since: DateTime, until: DateTime, named: Pick<PeriodWindow, 'phrase' | 'title'>): PeriodWindow => ({
  since: since.toJSDate(),
  until: until.toJSDate(),
  ...named,
});

/**
 * The window of a period in the company's time zone, `now` being a time in that zone. Periods
 * still running end now; weeks start on Monday. An earlier period starts at its own first day's
 * start, not a day, week or month before today's: where a change to summer time skips midnight,
 * today starts at 01:00 and the day before did not.
 */
export function periodWindow(period: CalendarPeriod, now: DateTime): PeriodWindow {
  const soFar = now.plus({ milliseconds: 1 });
  const today = now.startOf('day');
  const week = now.startOf('week');
  const thisMonth = now.startOf('month');
  switch (period) {
    case 'today':
      return between(today, soFar, PERIOD_TEXTS.today(day(today)));
    case 'yesterday': {
      const yesterday = now.minus({ days: 1 }).startOf('day');
      return between(yesterday, today, PERIOD_TEXTS.yesterday(day(yesterday)));
    }
    case 'this_week':
      return between(week, soFar, PERIOD_TEXTS.thisWeek(day(week)));
    case 'last_week': {
      const last = now.minus({ weeks: 1 }).startOf('week');
      return between(last, week, PERIOD_TEXTS.lastWeek(day(last), day(week.minus({ days: 1 }))));
    }
    case 'this_month':
      return between(thisMonth, soFar, PERIOD_TEXTS.thisMonth(month(thisMonth)));
    case 'last_month': {
      const last = now.minus({ months: 1 }).startOf('month');
      return between(last, thisMonth, PERIOD_TEXTS.lastMonth(month(last)));
    }
    case 'last_7_days':
      return between(now.minus({ days: 7 }), soFar, PERIOD_TEXTS.lastDays(7));
    case 'last_30_days':
      return between(now.minus({ days: 30 }), soFar, PERIOD_TEXTS.lastDays(30));
  }
}

/**
 * The window of a period for appointments, which are booked ahead: today, this week and this month
 * run to their end, not to now, and periods to come are counted too. Each day, week or month starts
 * at its own first day's start in the company's time zone, as in periodWindow.
 */
export function appointmentWindow(period: AppointmentPeriod, now: DateTime): PeriodWindow {
  const dayStart = (ahead: number) => now.plus({ days: ahead }).startOf('day');
  const weekStart = (ahead: number) => now.plus({ weeks: ahead }).startOf('week');
  const monthStart = (ahead: number) => now.plus({ months: ahead }).startOf('month');
  const lastDayBefore = (end: DateTime) => day(end.minus({ days: 1 }));
  switch (period) {
    case 'today':
      return between(dayStart(0), dayStart(1), PERIOD_TEXTS.wholeToday(day(dayStart(0))));
    case 'tomorrow':
      return between(dayStart(1), dayStart(2), PERIOD_TEXTS.tomorrow(day(dayStart(1))));
    case 'this_week':
      return between(weekStart(0), weekStart(1), PERIOD_TEXTS.wholeThisWeek(day(weekStart(0)), lastDayBefore(weekStart(1))));
    case 'next_week':
      return between(weekStart(1), weekStart(2), PERIOD_TEXTS.nextWeek(day(weekStart(1)), lastDayBefore(weekStart(2))));
    case 'this_month':
      return between(monthStart(0), monthStart(1), PERIOD_TEXTS.wholeMonth(month(monthStart(0))));
    case 'next_month':
      return between(monthStart(1), monthStart(2), PERIOD_TEXTS.wholeMonth(month(monthStart(1))));
    case 'next_7_days':
      return between(now, now.plus({ days: 7 }), PERIOD_TEXTS.nextDays(7));
    case 'next_30_days':
      return between(now, now.plus({ days: 30 }), PERIOD_TEXTS.nextDays(30));
    default:
      return periodWindow(period, now);
  }
}

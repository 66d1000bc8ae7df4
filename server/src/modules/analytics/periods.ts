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

/** The period a question names, lower-cased; this month when it names none. */
export function periodNamedIn(question: string): CalendarPeriod {
  return NAMED.find(([words]) => words.test(question))?.[1] ?? 'this_month';
}

/** Whether a question, lower-cased, names a period ("this month" too). */
export function namesAPeriod(question: string): boolean {
  return /\bthis month\b/.test(question) || NAMED.some(([words]) => words.test(question));
}

/**
 * The window of a period in the company's time zone, `now` being a time in that zone. Periods
 * still running end now; weeks start on Monday. An earlier period starts at its own first day's
 * start, not a day, week or month before today's: where a change to summer time skips midnight,
 * today starts at 01:00 and the day before did not.
 */
export function periodWindow(period: CalendarPeriod, now: DateTime): PeriodWindow {
  const soFar = now.plus({ milliseconds: 1 });
  const day = (time: DateTime) => time.toFormat('LLL d');
  const month = (time: DateTime) => time.toFormat('LLLL yyyy');
  const between = (since: DateTime, until: DateTime, named: Pick<PeriodWindow, 'phrase' | 'title'>): PeriodWindow => ({
    since: since.toJSDate(),
    until: until.toJSDate(),
    ...named,
  });
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

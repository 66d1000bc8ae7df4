import { DateTime } from 'luxon';
import { BILL_DUE_DAYS } from '@frontdesk/contracts/billing';

/** A monthly billing period in UTC: its first and last day, and the first day of the next. */
export type Period = { start: string; end: string; next: string; startsAt: Date; endsAt: Date };

function periodFrom(first: DateTime): Period {
  const next = first.plus({ months: 1 });
  return {
    start: first.toISODate() ?? '',
    end: next.minus({ days: 1 }).toISODate() ?? '',
    next: next.toISODate() ?? '',
    startsAt: first.toJSDate(),
    endsAt: next.toJSDate(),
  };
}

/** The period `now` falls in. */
export function periodOf(now: Date): Period {
  return periodFrom(DateTime.fromJSDate(now, { zone: 'utc' }).startOf('month'));
}

/** The period before `period`: its AI usage is charged on `period`'s bill. */
export function previousPeriod(period: Period): Period {
  return periodFrom(DateTime.fromISO(period.start, { zone: 'utc' }).minus({ months: 1 }));
}

/**
 * A bill is due BILL_DUE_DAYS after its period starts, or after the day it was opened when that is
 * later: a company that signs up mid-month gets its first bill with the same days to pay, not one
 * already overdue.
 */
export function dueDateOf(period: Period, openedAt: Date): string {
  const periodStart = DateTime.fromISO(period.start, { zone: 'utc' });
  const opened = DateTime.fromJSDate(openedAt, { zone: 'utc' }).startOf('day');
  return DateTime.max(periodStart, opened).plus({ days: BILL_DUE_DAYS }).toISODate() ?? '';
}

/** Whole days from `now` until the next period starts (at least 1 on its last day). */
export function daysUntil(now: Date, period: Period): number {
  return Math.max(1, Math.ceil((period.endsAt.getTime() - now.getTime()) / 86_400_000));
}

export function todayOf(now: Date): string {
  return DateTime.fromJSDate(now, { zone: 'utc' }).toISODate() ?? '';
}

/** FD-202611-00042: the period and the bill's running number. */
export function billNumber(periodStart: string, number: number): string {
  return `FD-${periodStart.slice(0, 4)}${periodStart.slice(5, 7)}-${String(number).padStart(5, '0')}`;
}

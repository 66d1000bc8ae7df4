import { DateTime } from 'luxon';
import { isClosed, WEEKDAYS, type CalendarConfig, type Slot } from '@frontdesk/contracts/calendar';

export type BusyTime = { start: Date; end: Date };
export type BookingRules = Pick<CalendarConfig, 'timezone' | 'working_hours' | 'slot_duration' | 'buffer_time'>;

/**
 * The free slots of `days` days from `fromDate` (YYYY-MM-DD, a day in the company's time zone).
 * Slots start every `slot_duration` minutes from the day's opening and end by its closing, in the
 * company's time zone, so a daylight-saving change moves the hours with the wall clock. A slot is
 * taken when it comes within `buffer_time` minutes of a busy time. Now counts as one: a slot
 * starting sooner than `buffer_time` minutes from `now` is not offered, so nobody books a visit
 * the business has no time to prepare for (the buffer is the least notice it gets).
 */
export function freeSlots(rules: BookingRules, fromDate: string, days: number, busy: readonly BusyTime[], now: Date): Slot[] {
  const zone = rules.timezone;
  const first = DateTime.fromISO(fromDate, { zone }).startOf('day');
  if (!first.isValid) return [];
  const bufferMs = rules.buffer_time * 60_000;
  const blocked = busy.map((time) => ({ start: time.start.getTime() - bufferMs, end: time.end.getTime() + bufferMs }));
  const slots: Slot[] = [];

  for (let offset = 0; offset < days; offset += 1) {
    const day = first.plus({ days: offset });
    const hours = rules.working_hours[WEEKDAYS[day.weekday - 1] ?? 'monday'];
    if (isClosed(hours)) continue;
    const opens = atTime(day, hours.start);
    const closes = atTime(day, hours.end);
    for (
      let start = opens;
      start.plus({ minutes: rules.slot_duration }) <= closes;
      start = start.plus({ minutes: rules.slot_duration })
    ) {
      const end = start.plus({ minutes: rules.slot_duration });
      const startMs = start.toMillis();
      const endMs = end.toMillis();
      if (startMs < now.getTime() + bufferMs) continue;
      if (blocked.some((time) => startMs < time.end && endMs > time.start)) continue;
      slots.push({ start: start.toUTC().toISO() ?? '', end: end.toUTC().toISO() ?? '' });
    }
  }
  return slots;
}

/** The wall-clock time on that day in its zone; a time the spring change skips moves forward (luxon's rule). */
function atTime(day: DateTime, hhmm: string): DateTime {
  const [hour, minute] = hhmm.split(':').map(Number);
  return day.set({ hour: hour ?? 0, minute: minute ?? 0, second: 0, millisecond: 0 });
}

/** Whether [start, end) is exactly one of the slots offered for its day. */
export function isOfferedSlot(rules: BookingRules, start: Date, end: Date, busy: readonly BusyTime[], now: Date): boolean {
  const day = DateTime.fromJSDate(start, { zone: rules.timezone }).toISODate();
  if (!day) return false;
  return freeSlots(rules, day, 1, busy, now).some(
    (slot) => new Date(slot.start).getTime() === start.getTime() && new Date(slot.end).getTime() === end.getTime(),
  );
}

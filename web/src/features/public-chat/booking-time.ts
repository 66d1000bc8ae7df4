import type { Slot } from '@frontdesk/contracts/calendar';

/** Slots grouped by their day in the company's time zone, in order. */
export function slotsByDay(slots: readonly Slot[], timeZone: string): { day: string; slots: Slot[] }[] {
  const dayOf = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = dayOf.format(new Date(slot.start));
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

/** The YYYY-MM-DD day `days` after (before, when negative) another. */
export function dayAfter(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "9:00 AM", or "1:00 AM EDT" with `zoneName` (a time the autumn change of the clocks repeats). */
export function timeOf(iso: string, timeZone: string, zoneName = false): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(zoneName && { timeZoneName: 'short' }),
  }).format(new Date(iso));
}

export function whenOf(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
}

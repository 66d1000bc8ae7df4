import type { PublicBookingBody, Slot } from '@frontdesk/contracts/calendar';
import { array, object, string, type Decoder } from '../../../lib/decode';
import { fetchJson } from '../../../lib/http';
import { useAction } from '../../../lib/use-action';
import { useFetched } from '../../../lib/use-fetched';

const slot = object({ start: string, end: string }) satisfies Decoder<Slot>;
const freeSlots = object({ timezone: string, slots: array(slot) });
/** Of the booking's answer (contracts: publicBookingResponseSchema), the card shows the message. */
const bookingAnswer = object({ message: string });

/** Today as YYYY-MM-DD in the given zone: the company's first bookable day. */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** A week of free slots from today; the server answers in the company's time zone. */
export function useFreeSlots(slug: string, fromDate: string) {
  const path = `/api/public-chat/availability/${encodeURIComponent(slug)}?from=${fromDate}&days=7`;
  return useFetched(path, () => fetchJson(globalThis.fetch, path, freeSlots));
}

export function useBookSlot(slug: string) {
  return useAction((body: PublicBookingBody) =>
    fetchJson(globalThis.fetch, `/api/public-chat/appointments/${encodeURIComponent(slug)}`, bookingAnswer, {
      method: 'POST',
      body,
    }),
  );
}

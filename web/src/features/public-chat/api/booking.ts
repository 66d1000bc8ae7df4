import type { PublicBookingBody, Slot } from '@frontdesk/contracts/calendar';
import type { ChatBooked } from '@frontdesk/contracts/public-chat';
import { array, boolean, object, oneOf, string, type Decoder } from '../../../lib/decode';
import { fetchJson } from '../../../lib/http';
import { useAction } from '../../../lib/use-action';
import { useFetched } from '../../../lib/use-fetched';

const slot = object({ start: string, end: string }) satisfies Decoder<Slot>;
const freeSlots = object({ timezone: string, slots: array(slot) });
/** Of the booking's answer (contracts: publicBookingResponseSchema), what the conversation shows. */
const bookingAnswer = object({
  booking: object({ start_time: string, end_time: string, timezone: string }),
  manage_url: string,
  mailed: boolean,
});

/**
 * A week of free slots from `fromDate`, or from the company's today when not given (a visitor's
 * own today can be a day ahead or behind); the server answers in the company's time zone.
 */
export function useFreeSlots(slug: string, fromDate?: string) {
  const from = fromDate ? `from=${fromDate}&` : '';
  const path = `/api/public-chat/availability/${encodeURIComponent(slug)}?${from}days=7`;
  return useFetched(path, () => fetchJson(globalThis.fetch, path, freeSlots));
}

/** A week of the times a booking may move to from `fromDate` (the booking page's; its own time counts as free). */
export function useTimesToMoveTo(bookingRef: string, fromDate: string) {
  const path = `/api/bookings/${encodeURIComponent(bookingRef)}/free-times?from=${fromDate}&days=7`;
  return useFetched(path, () => fetchJson(globalThis.fetch, path, freeSlots));
}

/** Books a slot; the answer comes back as the conversation keeps it, the same as an appointment the assistant booked. */
export function useBookSlot(slug: string) {
  return useAction(async (body: PublicBookingBody): Promise<ChatBooked> => {
    const path = `/api/public-chat/appointments/${encodeURIComponent(slug)}`;
    const { booking, manage_url, mailed } = await fetchJson(globalThis.fetch, path, bookingAnswer, { method: 'POST', body });
    return { start_time: booking.start_time, end_time: booking.end_time, timezone: booking.timezone, manage_url, mailed };
  });
}

const currentBooking = object({
  booking: object({ start_time: string, end_time: string, timezone: string, status: oneOf(['confirmed', 'cancelled']) }),
});

/** The booking a manage link names (its last part), or null for a link of another shape. */
export function bookingRef(manageUrl: string): string | null {
  return /\/booking\/([^/?#]+)$/.exec(manageUrl)?.[1] ?? null;
}

/**
 * An appointment booked in the conversation as it stands now, by its manage link: the visitor or
 * the company may have moved or cancelled it since. Null (waits) for a link of another shape.
 */
export function useCurrentBooking(manageUrl: string) {
  const ref = bookingRef(manageUrl);
  const path = ref ? `/api/bookings/${encodeURIComponent(ref)}` : null;
  return useFetched(path, async () => (await fetchJson(globalThis.fetch, path ?? '', currentBooking)).booking);
}

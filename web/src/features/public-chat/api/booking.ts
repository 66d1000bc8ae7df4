import { useMutation, useQuery } from '@tanstack/react-query';
import { availabilityResponseSchema, publicBookingResponseSchema, type PublicBookingBody } from '@frontdesk/contracts/calendar';
import { api } from '../../../lib/api-client';

/** Today as YYYY-MM-DD in the given zone: the company's first bookable day. */
export function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** A week of free slots from today; the server answers in the company's time zone. */
export function useFreeSlots(slug: string, fromDate: string) {
  return useQuery({
    queryKey: ['public-chat', slug, 'slots', fromDate],
    queryFn: () =>
      api.get(`/api/public-chat/availability/${encodeURIComponent(slug)}?from=${fromDate}&days=7`, availabilityResponseSchema),
  });
}

export function useBookSlot(slug: string) {
  return useMutation({
    mutationFn: (body: PublicBookingBody) =>
      api.post(`/api/public-chat/appointments/${encodeURIComponent(slug)}`, publicBookingResponseSchema, body),
  });
}

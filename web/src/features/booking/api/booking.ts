import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { visitorBookingResponseSchema } from '@frontdesk/contracts/calendar';
import { api } from '../../../lib/api-client';

const path = (ref: string) => `/api/bookings/${encodeURIComponent(ref)}`;
const key = (ref: string) => ['booking', ref] as const;

export function useVisitorBooking(ref: string) {
  return useQuery({ queryKey: key(ref), queryFn: async () => (await api.get(path(ref), visitorBookingResponseSchema)).booking });
}

function useBookingChange<T>(ref: string, change: (input: T) => Promise<{ booking: unknown; message?: string | undefined }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ booking }) => queryClient.setQueryData(key(ref), booking),
  });
}

export function useCancelBooking(ref: string) {
  return useBookingChange(ref, () => api.post(`${path(ref)}/cancel`, visitorBookingResponseSchema));
}

export function useMoveBooking(ref: string) {
  return useBookingChange(ref, (start: string) =>
    api.post(`${path(ref)}/move`, visitorBookingResponseSchema, { start_time: start }),
  );
}

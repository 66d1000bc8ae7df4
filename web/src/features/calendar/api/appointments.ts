import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import {
  appointmentResponseSchema,
  appointmentsResponseSchema,
  type CreateAppointmentBody,
  type UpdateAppointmentBody,
} from '@frontdesk/contracts/calendar';
import { api } from '../../../lib/api-client';

export const appointmentsQueryOptions = () =>
  queryOptions({
    queryKey: ['calendar', 'appointments'],
    queryFn: async () => (await api.get('/api/company/appointments', appointmentsResponseSchema)).appointments,
  });

export function useAppointments() {
  return useQuery(appointmentsQueryOptions());
}

/** Every change reloads the list (document 001, Calendar states). */
function useReloadingMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryOptions().queryKey }),
  });
}

export function useCreateAppointment() {
  return useReloadingMutation((body: CreateAppointmentBody) =>
    api.post('/api/company/appointments', appointmentResponseSchema, body),
  );
}

export function useUpdateAppointment() {
  return useReloadingMutation(({ id, body }: { id: string; body: UpdateAppointmentBody }) =>
    api.put(`/api/company/calendar/local/${encodeURIComponent(id)}`, appointmentResponseSchema, body),
  );
}

export function useDeleteAppointment() {
  return useReloadingMutation((id: string) =>
    api.delete(`/api/company/calendar/local/${encodeURIComponent(id)}`, messageResponseSchema),
  );
}

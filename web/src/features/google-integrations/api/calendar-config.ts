import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  calendarConfigResponseSchema,
  saveCalendarConfigResponseSchema,
  type CalendarConfig,
} from '@frontdesk/contracts/calendar';
import { api } from '../../../lib/api-client';

export const calendarConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['calendar', 'config'],
    queryFn: async () => (await api.get('/api/company/calendar-config', calendarConfigResponseSchema)).config,
  });

export function useCalendarConfig() {
  return useQuery(calendarConfigQueryOptions());
}

export function useSaveCalendarConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: CalendarConfig) => api.post('/api/company/calendar-config', saveCalendarConfigResponseSchema, config),
    onSuccess: ({ config }) => queryClient.setQueryData(calendarConfigQueryOptions().queryKey, config),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import {
  ghlCalendarConfigResponseSchema,
  saveGhlCalendarConfigResponseSchema,
  type GhlCalendarConfigBody,
} from '@frontdesk/contracts/calendar-connections';
import { api } from '../../../lib/api-client';

const KEY = ['company', 'ghl-calendar'] as const;

export function useGhlCalendarConfig() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await api.get('/api/company/ghl-calendar', ghlCalendarConfigResponseSchema)).config,
  });
}

export function useSaveGhlCalendarConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GhlCalendarConfigBody) => api.post('/api/company/ghl-calendar', saveGhlCalendarConfigResponseSchema, body),
    onSuccess: ({ config }) => client.setQueryData(KEY, config),
  });
}

export function useTestGhlConnection() {
  return useMutation({ mutationFn: () => api.post('/api/company/ghl-calendar/test', messageResponseSchema) });
}

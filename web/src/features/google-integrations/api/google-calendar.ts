import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  disconnectGoogleCalendarResponseSchema,
  googleCalendarConfigResponseSchema,
  googleOAuthUrlResponseSchema,
  saveGoogleCalendarConfigResponseSchema,
  type GoogleCalendarConfigBody,
} from '@frontdesk/contracts/calendar-connections';
import { api } from '../../../lib/api-client';

export const GOOGLE_CONFIG_KEY = ['company', 'google-calendar-config'] as const;

export function useGoogleCalendarConfig() {
  return useQuery({
    queryKey: GOOGLE_CONFIG_KEY,
    queryFn: async () => (await api.get('/api/company/google-calendar-config', googleCalendarConfigResponseSchema)).config,
  });
}

export function useSaveGoogleCalendarConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GoogleCalendarConfigBody) =>
      api.post('/api/company/google-calendar-config', saveGoogleCalendarConfigResponseSchema, body),
    onSuccess: ({ config }) => client.setQueryData(GOOGLE_CONFIG_KEY, config),
  });
}

export function useGoogleOAuthUrl() {
  return useMutation({
    mutationFn: async () => (await api.get('/api/company/google-oauth-url', googleOAuthUrlResponseSchema)).authUrl,
  });
}

/** Forgets the company's Google authorisation; the saved client and calendar id stay. */
export function useDisconnectGoogleCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/company/google-calendar-config/connection', disconnectGoogleCalendarResponseSchema),
    onSuccess: ({ config }) => client.setQueryData(GOOGLE_CONFIG_KEY, config),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarConfigResponseSchema } from '@frontdesk/contracts/calendar';
import { api } from '../../../lib/api-client';

/**
 * The company's calendar configuration, read for its time zone: the calendar shows and takes times
 * in it. The same query (and key) as Calendar Settings', so a zone saved there shows here at once.
 */
export const calendarConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['calendar', 'config'],
    queryFn: async () => (await api.get('/api/company/calendar-config', calendarConfigResponseSchema)).config,
  });

export function useCalendarTimeZone() {
  return useQuery({ ...calendarConfigQueryOptions(), select: (config) => config.timezone });
}

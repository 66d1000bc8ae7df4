import { useQuery } from '@tanstack/react-query';
import { calendarConfigQueryOptions } from '../../google-integrations/api/calendar-config';

/**
 * The company's calendar zone: the calendar shows and takes times in it. Calendar Settings' own
 * query, so a zone saved there shows here at once.
 */
export function useCalendarTimeZone() {
  return useQuery({ ...calendarConfigQueryOptions(), select: (config) => config.timezone });
}

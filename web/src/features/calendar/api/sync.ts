import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  syncStartedResponseSchema,
  syncStatusSchema,
  type SyncRequestBody,
  type SyncStatus,
} from '@frontdesk/contracts/calendar-connections';
import { api } from '../../../lib/api-client';
import { appointmentsQueryOptions } from './appointments';

const SYNC_STATUS_KEY = ['calendar', 'sync-status'] as const;
// While a sync runs in the background, the page asks how it goes this often, for at most this long.
const POLL_MS = 1_000;
const WAIT_MS = 120_000;

const fetchStatus = () => api.get('/api/company/calendar/sync-status', syncStatusSchema);

/** The banner's flags, last sync and appointment count. */
export function useSyncStatus() {
  return useQuery({ queryKey: SYNC_STATUS_KEY, queryFn: fetchStatus });
}

/**
 * Starts a sync and waits for the background job to finish (the status's last sync changes and
 * it no longer runs); the answer is the finished status, and the appointments are reloaded.
 */
export function useStartSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, before }: { body: SyncRequestBody; before: string | null }): Promise<SyncStatus> => {
      await api.post('/api/company/calendar/sync', syncStartedResponseSchema, body);
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const status = await queryClient.fetchQuery({ queryKey: SYNC_STATUS_KEY, queryFn: fetchStatus, staleTime: 0 });
        if (!status.running && status.last_sync_at !== before) return status;
        if (Date.now() > deadline)
          throw new Error('The sync is taking longer than usual; its result will show here once it ends.');
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: appointmentsQueryOptions().queryKey }),
  });
}

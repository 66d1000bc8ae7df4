import { useEffect, useRef } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  syncStartedResponseSchema,
  syncStatusSchema,
  type SyncRequestBody,
  type SyncStatus,
} from '@frontdesk/contracts/calendar-connections';
import { api } from '../../../lib/api-client';
import { appointmentsQueryOptions } from './appointments';

// While a sync runs in the background, the page asks how it goes this often.
const POLL_MS = 1_000;

/** The banner's flags, last sync and count; read every second while a sync runs. */
export const syncStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['calendar', 'sync-status'],
    queryFn: () => api.get('/api/company/calendar/sync-status', syncStatusSchema),
    refetchInterval: (query) => (query.state.data?.running ? POLL_MS : false),
  });

/**
 * The sync status, and `onFinished` with it when a running sync (this page's or a scheduled one)
 * has ended; the appointments are then reloaded.
 */
export function useSyncStatus(onFinished: (status: SyncStatus) => void) {
  const queryClient = useQueryClient();
  const status = useQuery(syncStatusQueryOptions());
  const wasRunning = useRef(false);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  }, [onFinished]);
  const data = status.data;
  useEffect(() => {
    if (!data) return;
    if (wasRunning.current && !data.running) {
      void queryClient.invalidateQueries({ queryKey: appointmentsQueryOptions().queryKey });
      finished.current(data);
    }
    wasRunning.current = data.running;
  }, [data, queryClient]);
  return status;
}

/** Starts a sync (document 001, Sync request); the 202's status, running, starts the polling. */
export function useStartSync() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SyncRequestBody) => api.post('/api/company/calendar/sync', syncStartedResponseSchema, body),
    onSuccess: async ({ status }) => {
      // A status read still under way from before the start must not overwrite this one.
      await queryClient.cancelQueries({ queryKey: syncStatusQueryOptions().queryKey });
      queryClient.setQueryData(syncStatusQueryOptions().queryKey, status);
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '@frontdesk/contracts/auth';
import { api } from '../../../lib/api-client';

export function verifyEmail(token: string): Promise<MessageResponse> {
  return api.get(`/api/auth/verify-email/${encodeURIComponent(token)}`, messageResponseSchema);
}

/**
 * A query rather than a mutation on purpose: the token is single-use, and the query cache runs
 * one request per token however often the page mounts (StrictMode mounts it twice). Never
 * retried or refetched, since a second call would only report the token as used.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useVerifyEmail(token: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...verifyEmailQueryOptions(token), enabled });
}

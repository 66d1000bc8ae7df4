import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-error';

/** Reads retry once unless the server said the request itself was wrong (4xx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

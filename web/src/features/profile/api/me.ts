import { useQuery } from '@tanstack/react-query';
import { meResponseSchema } from '@frontdesk/contracts/users';
import { api } from '../../../lib/api-client';

export const ME_QUERY_KEY = ['users', 'me'] as const;

/**
 * The signed-in user as the server has them now. The browser's copy is the one of sign-in: an
 * e-mail change confirmed from its link since then is only known here.
 */
export function useMe() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: async () => (await api.get('/api/users/me', meResponseSchema)).user });
}

import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { publicChatUsersResponseSchema, type PublicChatUsersResponse } from '@frontdesk/contracts/public-chat-users';
import { api } from '../../../lib/api-client';

/** A page of the visitors who left their contact details, newest first, matching `search`. */
export function getPublicChatUsers(search: string, cursor: string | undefined): Promise<PublicChatUsersResponse> {
  const query = new URLSearchParams();
  if (search) query.set('search', search);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return api.get(`/api/admin/public-chat-users${text ? `?${text}` : ''}`, publicChatUsersResponseSchema);
}

/**
 * The list grows a page at a time; a new search keeps the last answer on screen until its own
 * arrives, each page saying which search it answers.
 */
export function usePublicChatUsers(search: string) {
  return useInfiniteQuery({
    queryKey: ['admin', 'public-chat-users', search],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) => ({ ...(await getPublicChatUsers(search, pageParam)), search }),
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicChatUsersResponseSchema, type PublicChatUser } from '@frontdesk/contracts/public-chat';
import { api } from '../../../lib/api-client';

/** Visitors who left their contact details, newest first. */
export async function getPublicChatUsers(): Promise<PublicChatUser[]> {
  const { users } = await api.get('/api/admin/public-chat-users', publicChatUsersResponseSchema);
  return users;
}

export const publicChatUsersQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'public-chat-users'], queryFn: getPublicChatUsers });

export function usePublicChatUsers() {
  return useQuery(publicChatUsersQueryOptions());
}

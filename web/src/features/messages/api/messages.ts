import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  companyMessageSchema,
  companyMessagesResponseSchema,
  companyThreadsResponseSchema,
  markReadResponseSchema,
  MESSAGES_REFRESH_MS,
  sendMessageResponseSchema,
  type CompanyMessage,
  type MessageReaction,
} from '@frontdesk/contracts/messages';
import { api } from '../../../lib/api-client';

/** The company's conversation with the operator; the navigation's badge reads the same list. */
export const companyMessagesQueryOptions = () =>
  queryOptions({
    queryKey: ['messages', 'company'],
    queryFn: async (): Promise<CompanyMessage[]> =>
      (await api.get('/api/company/messages', companyMessagesResponseSchema)).messages,
  });

export function useCompanyMessages() {
  return useQuery({ ...companyMessagesQueryOptions(), refetchInterval: MESSAGES_REFRESH_MS });
}

export function useSendCompanyMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => api.post('/api/company/messages', sendMessageResponseSchema, { message }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyMessagesQueryOptions().queryKey }),
  });
}

export function useMarkCompanyMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put('/api/company/messages/mark-read', markReadResponseSchema),
    onSuccess: ({ updated }) => {
      if (updated > 0) void queryClient.invalidateQueries({ queryKey: companyMessagesQueryOptions().queryKey });
    },
  });
}

export function useReactToMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, emoji }: { id: string; emoji: MessageReaction | null }) =>
      api.put(`/api/company/messages/${encodeURIComponent(id)}/reaction`, companyMessageSchema, { emoji }),
    onSuccess: (updated) =>
      queryClient.setQueryData(companyMessagesQueryOptions().queryKey, (messages) =>
        messages?.map((message) => (message.id === updated.id ? updated : message)),
      ),
    // Document 001, section 8: a failed reaction is only logged.
    onError: (error) => console.warn('Could not save the reaction', error),
  });
}

/** The operator's inbox: every company with its unread count. */
export const companyThreadsQueryOptions = () =>
  queryOptions({
    queryKey: ['messages', 'threads'],
    queryFn: async () => (await api.get('/api/super-admin/messages/companies/all', companyThreadsResponseSchema)).companies,
  });

export function useCompanyThreads() {
  return useQuery({ ...companyThreadsQueryOptions(), refetchInterval: MESSAGES_REFRESH_MS });
}

const operatorConversationPath = (companyId: string) => `/api/super-admin/messages/companies/${encodeURIComponent(companyId)}`;

export const operatorConversationQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: ['messages', 'operator', companyId],
    queryFn: async () => (await api.get(operatorConversationPath(companyId), companyMessagesResponseSchema)).messages,
  });

export function useOperatorConversation(companyId: string) {
  return useQuery({ ...operatorConversationQueryOptions(companyId), refetchInterval: MESSAGES_REFRESH_MS });
}

export function useSendOperatorMessage(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => api.post(operatorConversationPath(companyId), sendMessageResponseSchema, { message }),
    // The conversation, and the inbox beside it (its last message and time).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorConversationQueryOptions(companyId).queryKey }),
        queryClient.invalidateQueries({ queryKey: companyThreadsQueryOptions().queryKey }),
      ]),
  });
}

export function useMarkOperatorRead(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put(`${operatorConversationPath(companyId)}/mark-read`, markReadResponseSchema),
    onSuccess: ({ updated }) => {
      if (updated > 0) void queryClient.invalidateQueries({ queryKey: ['messages'] });
    },
  });
}

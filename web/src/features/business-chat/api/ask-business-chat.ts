import { useMutation } from '@tanstack/react-query';
import { businessChatReplySchema } from '@frontdesk/contracts/business-chat';
import { api } from '../../../lib/api-client';

export function useAskBusinessChat() {
  return useMutation({
    mutationFn: (message: string) => api.post('/api/admin/business-chat', businessChatReplySchema, { message }),
  });
}

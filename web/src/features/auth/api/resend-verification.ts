import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema, type MessageResponse } from '@frontdesk/contracts/auth';
import { api } from '../../../lib/api-client';

export function resendVerification(email: string): Promise<MessageResponse> {
  return api.post('/api/auth/resend-verification', messageResponseSchema, { email });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}

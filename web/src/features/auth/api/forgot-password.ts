import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { messageResponseSchema, type forgotPasswordBodySchema, type MessageResponse } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { api } from '../../../lib/api-client';
import { isClientError, serverMessageOr } from '../../../lib/api-error';

export type ForgotPasswordInput = z.output<typeof forgotPasswordBodySchema>;

export function requestPasswordReset(body: ForgotPasswordInput): Promise<MessageResponse> {
  return api.post('/api/auth/forgot-password', messageResponseSchema, body);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/**
 * The server answers every address the same way, so only a refused request (4xx, such as too
 * many attempts) has something to say; no answer or a server fault gets the spec's failure text.
 */
export function describeForgotPasswordError(error: unknown): string {
  return isClientError(error) ? serverMessageOr(error, TEXTS.forgotPassword.failed) : TEXTS.forgotPassword.failed;
}

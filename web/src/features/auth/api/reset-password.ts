import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema, resetPasswordBodySchema, type MessageResponse } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { api } from '../../../lib/api-client';

export const resetPasswordFormSchema = resetPasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: TEXTS.resetPassword.mismatch,
    path: ['confirmPassword'],
  });

export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;
export type ResetPasswordFormValues = z.output<typeof resetPasswordFormSchema>;

export function resetPassword({ token, password }: { token: string; password: string }): Promise<MessageResponse> {
  return api.post(`/api/auth/reset-password/${encodeURIComponent(token)}`, messageResponseSchema, { password });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Whether the link still works; a used or expired link is answered with an error (no retries). */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => api.get(`/api/auth/reset-password/${encodeURIComponent(token)}`, messageResponseSchema),
    retry: false,
    staleTime: Infinity,
  });
}

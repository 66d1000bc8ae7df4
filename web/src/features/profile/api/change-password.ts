import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema, type MessageResponse } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { changePasswordBodySchema, type ChangePasswordBody } from '@frontdesk/contracts/users';
import { api } from '../../../lib/api-client';

export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: TEXTS.profile.newPasswordsMismatch,
    path: ['confirmPassword'],
  });

export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
export type ChangePasswordFormValues = z.output<typeof changePasswordFormSchema>;

export function changePassword(body: ChangePasswordBody): Promise<MessageResponse> {
  return api.post('/api/users/me/password', messageResponseSchema, body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type updateMeBodySchema, updateMeResponseSchema } from '@frontdesk/contracts/users';
import { api } from '../../../lib/api-client';

export type UpdateProfileInput = z.output<typeof updateMeBodySchema>;
export type UpdateProfileResult = z.output<typeof updateMeResponseSchema>;

export function updateProfile(body: UpdateProfileInput): Promise<UpdateProfileResult> {
  return api.put('/api/users/me', updateMeResponseSchema, body);
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}

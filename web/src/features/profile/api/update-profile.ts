import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type updateMeBodySchema, updateMeResponseSchema } from '@frontdesk/contracts/users';
import { api } from '../../../lib/api-client';
import { ME_QUERY_KEY } from './me';

export type UpdateProfileInput = z.output<typeof updateMeBodySchema>;
export type UpdateProfileResult = z.output<typeof updateMeResponseSchema>;

export function updateProfile(body: UpdateProfileInput): Promise<UpdateProfileResult> {
  return api.put('/api/users/me', updateMeResponseSchema, body);
}

/** Saves, and keeps the server's copy of the user (useMe) the saved one, which the page follows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => queryClient.setQueryData(ME_QUERY_KEY, user),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminUsersResponseSchema,
  createUserResponseSchema,
  type AdminUser,
  type CreateUserInput,
  type SetPermissionsBody,
} from '@frontdesk/contracts/admin-users';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import { api } from '../../../lib/api-client';
import { fetchMyPermissions } from '../../../lib/session/session-api';

export const adminUsersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'users'],
    queryFn: async (): Promise<AdminUser[]> => (await api.get('/api/admin/users', adminUsersResponseSchema)).users,
  });

export function useAdminUsers(enabled: boolean) {
  return useQuery({ ...adminUsersQueryOptions(), enabled });
}

/** Document 001: a user who is neither admin nor super admin is let in only with the admin flag. */
export function useAdminFlag(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'my-permissions'],
    queryFn: async () => (await fetchMyPermissions()).includes('admin'),
    enabled,
  });
}

/**
 * Saves the changed cells; the save settles once the users have been read again (the returned
 * promise is awaited), so the matrix never shows the old values between the two.
 */
export function useSetPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cells: SetPermissionsBody) => api.post('/api/admin/set-permissions', messageResponseSchema, cells),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) => api.post('/api/admin/create-user', createUserResponseSchema, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
  });
}

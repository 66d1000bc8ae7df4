import { z } from 'zod';
import type { AuthUser } from '@frontdesk/contracts/auth';
import type { PagePermission } from '@frontdesk/contracts/permissions';
import { meResponseSchema, myPermissionsResponseSchema } from '@frontdesk/contracts/users';
import { api } from '../api-client';

export async function fetchMyPermissions(): Promise<PagePermission[]> {
  const { permissions } = await api.get('/api/users/my-permissions', myPermissionsResponseSchema);
  return permissions;
}

/** The user behind `token`, which need not be the stored one (the super-admin link's own). */
export async function fetchCurrentUser(token: string): Promise<AuthUser> {
  const { user } = await api.get('/api/users/me', meResponseSchema, { token });
  return user;
}

export async function postLogout(token: string): Promise<void> {
  await api.post('/api/auth/logout', z.unknown(), undefined, { token });
}

import { z } from 'zod';
import { loginResponseSchema, type LoginResponse } from '@frontdesk/contracts/auth';
import type { PagePermission } from '@frontdesk/contracts/permissions';
import { meResponseSchema, myPermissionsResponseSchema } from '@frontdesk/contracts/users';
import { api } from '../api-client';

export async function fetchMyPermissions(): Promise<PagePermission[]> {
  const { permissions } = await api.get('/api/users/my-permissions', myPermissionsResponseSchema);
  return permissions;
}

/** The signed-in account (any kind): also what keeps a super admin's session alive. */
export async function fetchMe(): Promise<void> {
  await api.get('/api/users/me', meResponseSchema);
}

/** The session behind a super-admin link's one-minute, single-use code. */
export function exchangeImpersonationCode(code: string): Promise<LoginResponse> {
  return api.post('/api/super-admin/impersonation/exchange', loginResponseSchema, { code });
}

export async function postLogout(token: string): Promise<void> {
  await api.post('/api/auth/logout', z.unknown(), undefined, { token });
}

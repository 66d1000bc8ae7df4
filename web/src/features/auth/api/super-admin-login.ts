import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginResponse } from '@frontdesk/contracts/auth';
import { api } from '../../../lib/api-client';
import type { LoginInput } from './login';

export function superAdminLogin(body: LoginInput): Promise<LoginResponse> {
  return api.post('/api/super-admin/login', loginResponseSchema, body);
}

export function useSuperAdminLogin() {
  return useMutation({ mutationFn: superAdminLogin });
}

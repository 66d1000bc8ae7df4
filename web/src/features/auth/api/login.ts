import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { loginResponseSchema, type loginBodySchema, type LoginResponse } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { api } from '../../../lib/api-client';
import { ApiError, serverMessageOr } from '../../../lib/api-error';

export type LoginInput = z.output<typeof loginBodySchema>;

export function login(body: LoginInput): Promise<LoginResponse> {
  return api.post('/api/auth/login', loginResponseSchema, body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** Document 000, section 8: the server's message, else 'Login failed'; no token or user is its own case. */
export function describeLoginError(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'invalid-response') return TEXTS.auth.invalidLoginResponse;
  return serverMessageOr(error, TEXTS.auth.loginFailed);
}

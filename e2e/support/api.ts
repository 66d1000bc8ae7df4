import { randomBytes } from 'node:crypto';
import type { ReceivedMail } from '../../server/test/support/smtp';
import { waitForLink } from './smtp';

export const PASSWORD = 'e2e-password-123';

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

async function call<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

export const api = {
  post: <T>(baseUrl: string, path: string, body: unknown, token?: string) => call<T>(baseUrl, 'POST', path, body, token),
  get: <T>(baseUrl: string, path: string, token?: string) => call<T>(baseUrl, 'GET', path, undefined, token),
  put: <T>(baseUrl: string, path: string, body: unknown, token?: string) => call<T>(baseUrl, 'PUT', path, body, token),
};

export type SignedIn = { token: string; user: { id: string; companyId: string; companySlug: string; name: string } };

/** A verified company admin, set up through the API (the browser journey is tested on its own). */
export async function companyAdmin(
  baseUrl: string,
  mails: ReceivedMail[],
  companyName: string,
): Promise<SignedIn & { email: string }> {
  const email = uniqueEmail('admin');
  await api.post(baseUrl, '/api/auth/register', {
    name: 'Morgan',
    lastname: 'Admin',
    email,
    password: PASSWORD,
    companyName,
    companyType: 'general',
    acceptedTerms: true,
  });
  const link = await waitForLink(mails, email, '/verify-email/');
  await api.get(baseUrl, `/api/auth/verify-email/${link.split('/').pop()}`);
  return { ...(await api.post<SignedIn>(baseUrl, '/api/auth/login', { email, password: PASSWORD })), email };
}

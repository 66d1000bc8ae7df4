import { randomBytes } from 'node:crypto';
import type { LoginResponse, RegisterBody } from '@frontdesk/contracts/auth';
import type { TestContext } from './test-app';

export const PASSWORD = 'correct-horse-battery';

export function uniqueEmail(prefix = 'owner'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

export function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    name: 'Ada',
    lastname: 'Lovelace',
    email: uniqueEmail(),
    password: PASSWORD,
    companyName: 'Analytical Engines',
    companyDescription: 'We compute things',
    companyType: 'general',
    acceptedTerms: true,
    ...overrides,
  };
}

export async function login(ctx: TestContext, email: string, password = PASSWORD, ip = '10.0.0.1') {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
}

/** Registers a company, follows the verification link and signs in as its admin. */
export async function signUpCompany(ctx: TestContext, overrides: Partial<RegisterBody> = {}): Promise<LoginResponse & { email: string }> {
  const body = registration(overrides);
  const registered = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const token = ctx.mailbox.linkToken(body.email, 'verify-email');
  const verified = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const signedIn = await login(ctx, body.email, body.password);
  if (signedIn.statusCode !== 200) throw new Error(`login failed: ${signedIn.body}`);
  return { ...(signedIn.json() as LoginResponse), email: body.email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

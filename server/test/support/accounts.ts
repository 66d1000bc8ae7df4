import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { AdminUser } from '@frontdesk/contracts/admin-users';
import type { LoginResponse, RegisterBody } from '@frontdesk/contracts/auth';
import type { ErrorBody } from '@frontdesk/contracts/errors';
import { SUPER_ADMIN, type TestContext } from './test-app';

export const PASSWORD = 'correct-horse-battery';

export function uniqueEmail(prefix = 'owner'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

let lastIp = 0;
/**
 * A client address no other call in this file has used. The app limits sign-ins, sign-ups and
 * reset requests per IP, so helpers spread their calls over addresses; rate-limit tests pick theirs.
 */
export function uniqueIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

export function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  return {
    name: 'Ada',
    lastname: 'Lovelace',
    email: uniqueEmail(),
    password: PASSWORD,
    companyName: 'Analytical Engines',
    companyType: 'general',
    acceptedTerms: true,
    ...overrides,
  };
}

/** POST /api/auth/register with any payload (valid or not) from a fresh address. */
export function register(ctx: TestContext, payload: unknown, ip = uniqueIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as Record<string, unknown>,
    remoteAddress: ip,
  });
}

export async function login(ctx: TestContext, email: string, password = PASSWORD, ip = uniqueIp()) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
}

/** Signs in and fails the test unless it worked. */
export async function loginOk(ctx: TestContext, email: string, password = PASSWORD): Promise<LoginResponse> {
  const response = await login(ctx, email, password);
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

/** Registers a company and follows the verification link, without signing in. */
export async function registerVerified(ctx: TestContext, overrides: Partial<RegisterBody> = {}): Promise<RegisterBody> {
  const body = registration(overrides);
  const registered = await register(ctx, body);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const token = await ctx.mailbox.linkToken(body.email, 'verify-email');
  const verified = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return body;
}

/** Registers a company, follows the verification link and signs in as its admin. */
export async function signUpCompany(
  ctx: TestContext,
  overrides: Partial<RegisterBody> = {},
): Promise<LoginResponse & { email: string }> {
  const body = await registerVerified(ctx, overrides);
  const signedIn = await loginOk(ctx, body.email, body.password);
  return { ...signedIn, email: body.email };
}

/** Adds a knowledge entry as a company admin does on Company Setup. */
export async function addKnowledge(
  ctx: TestContext,
  adminToken: string,
  companyTitle: string,
  definition: string,
): Promise<void> {
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/company/info',
    headers: bearer(adminToken),
    payload: { companyTitle, definition },
  });
  if (added.statusCode !== 201) throw new Error(`adding knowledge failed: ${added.statusCode} ${added.body}`);
}

/** Has a company admin save a model key on OpenAI Settings (the test's model server answers it). */
export async function answerWithModel(ctx: TestContext, adminToken: string, apiKey: string): Promise<void> {
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/openai-settings',
    headers: bearer(adminToken),
    payload: { model: 'gpt-3.5-turbo', max_tokens: 300, temperature: 0.2, api_key: apiKey },
  });
  if (saved.statusCode !== 200) throw new Error(`saving the model key failed: ${saved.statusCode} ${saved.body}`);
}

/** The password a staff member chooses at the first sign-in, in place of the admin's. */
export const STAFF_OWN_PASSWORD = 'staff-chose-this-passphrase';

/**
 * Has a company admin add a staff member, then signs the new user in and, as the product makes
 * them, has them choose their own password (STAFF_OWN_PASSWORD) unless `choosePassword` is false.
 */
export async function addStaffUser(
  ctx: TestContext,
  adminToken: string,
  overrides: Partial<{ name: string; lastname: string; email: string; password: string }> = {},
  options: { choosePassword?: boolean } = {},
): Promise<{ user: AdminUser; token: string; email: string }> {
  const payload = { name: 'Grace', lastname: 'Hopper', email: uniqueEmail('staff'), password: PASSWORD, ...overrides };
  const created = await ctx.app.inject({ method: 'POST', url: '/api/admin/create-user', headers: bearer(adminToken), payload });
  if (created.statusCode !== 201) throw new Error(`create-user failed: ${created.statusCode} ${created.body}`);
  const session = await loginOk(ctx, payload.email, payload.password);
  if (options.choosePassword ?? true) {
    const chosen = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: bearer(session.token),
      payload: { currentPassword: payload.password, newPassword: STAFF_OWN_PASSWORD },
    });
    if (chosen.statusCode !== 200) throw new Error(`choosing a password failed: ${chosen.statusCode} ${chosen.body}`);
  }
  return { user: created.json<{ user: AdminUser }>().user, token: session.token, email: payload.email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The body of an error answer, typed. */
export const errorOf = (response: LightMyRequestResponse): ErrorBody => response.json<ErrorBody>();

/** GET with a bearer token; the most common call of the suite. */
export function getAs(ctx: TestContext, token: string, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
}

/** Signs in the configured super admin (the operator). */
export async function superAdminToken(ctx: TestContext): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/super-admin/login',
    payload: { email: SUPER_ADMIN.email, password: SUPER_ADMIN.password },
    remoteAddress: uniqueIp(),
  });
  if (response.statusCode !== 200) throw new Error(`super admin login failed: ${response.body}`);
  return response.json<LoginResponse>().token;
}

/** A request with a bearer token and a JSON body. */
export function sendAs(ctx: TestContext, token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

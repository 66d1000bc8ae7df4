import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@frontdesk/contracts/admin-users';
import type { AuthUser, LoginResponse } from '@frontdesk/contracts/auth';
import { IMPERSONATION_PERMISSIONS } from '@frontdesk/contracts/permissions';
import type { ImpersonateResponse, TenantResponse } from '@frontdesk/contracts/super-admin';
import { TEXTS } from '@frontdesk/contracts/texts';
import { auditLog } from '../../../src/db/schema/platform';
import { bearer, errorOf, getAs, signUpCompany, uniqueIp } from '../../support/accounts';
import { createTestApp, SUPER_ADMIN, type TestContext } from '../../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const MINUTE = 60 * 1000;

const superLogin = (email: string, password: string, ip = uniqueIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/super-admin/login', payload: { email, password }, remoteAddress: ip });

async function superToken(): Promise<LoginResponse> {
  const response = await superLogin(SUPER_ADMIN.email, SUPER_ADMIN.password);
  if (response.statusCode !== 200) throw new Error(`super admin login failed: ${response.body}`);
  return response.json<LoginResponse>();
}

const impersonate = (token: string, companyId: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/super-admin/tenants/${companyId}/impersonate`, headers: bearer(token) });

describe('POST /api/super-admin/login', () => {
  it('signs in the configured super admin', async () => {
    const response = await superLogin(SUPER_ADMIN.email, SUPER_ADMIN.password);
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json<LoginResponse>();
    expect(token.split('.')).toHaveLength(3);
    expect(user).toMatchObject({
      email: SUPER_ADMIN.email,
      isSuperAdmin: true,
      role: 'super_admin',
      companyId: null,
      impersonatedBy: null,
    });
    const me = (await getAs(ctx, token, '/api/users/me')).json<{ user: AuthUser }>().user;
    expect(me).toMatchObject({ isSuperAdmin: true, companyId: null });
  });

  it('refuses a wrong password and an unknown address with the same 401', async () => {
    const wrong = await superLogin(SUPER_ADMIN.email, 'not-the-password');
    const unknown = await superLogin('nobody@frontdesk.test', SUPER_ADMIN.password);
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual({ message: TEXTS.auth.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toBe(wrong.body);
  });

  it('does not sign in a company admin', async () => {
    const admin = await signUpCompany(ctx);
    expect((await superLogin(admin.email, 'correct-horse-battery')).statusCode).toBe(401);
  });

  it('is rate limited per address', async () => {
    const ip = '10.240.0.1';
    for (let attempt = 0; attempt < 30; attempt += 1) await superLogin(`guess-${attempt}@frontdesk.test`, 'wrong-password', ip);
    const blocked = await superLogin(SUPER_ADMIN.email, SUPER_ADMIN.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('writes an audit record', async () => {
    await superToken();
    const rows = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'super_admin.login'));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('GET /api/super-admin/tenants/:companyId', () => {
  it('answers the operator, also from a visit to the company, with its status; a company user is refused', async () => {
    const { token: operator } = await superToken();
    const target = await signUpCompany(ctx, { companyName: 'Closed Cafe' });
    const companyId = target.user.companyId ?? '';
    const blocked = await ctx.app.inject({
      method: 'PUT',
      url: `/api/super-admin/tenants/${companyId}/status`,
      headers: bearer(operator),
      payload: { isBlocked: true },
    });
    expect(blocked.statusCode).toBe(200);
    const { token: visiting } = (await impersonate(operator, companyId)).json<ImpersonateResponse>();

    for (const token of [operator, visiting]) {
      const response = await getAs(ctx, token, `/api/super-admin/tenants/${companyId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<TenantResponse>().tenant).toMatchObject({
        company_id: companyId,
        company_name: 'Closed Cafe',
        is_blocked: true,
      });
    }
    const admin = await signUpCompany(ctx, { companyName: 'Open Cafe' });
    // A visit reads the company it visits only.
    expect((await getAs(ctx, visiting, `/api/super-admin/tenants/${admin.user.companyId}`)).statusCode).toBe(404);
    expect((await getAs(ctx, operator, `/api/super-admin/tenants/${admin.user.companyId}`)).statusCode).toBe(200);
    expect((await getAs(ctx, admin.token, `/api/super-admin/tenants/${companyId}`)).statusCode).toBe(403);
    expect((await getAs(ctx, admin.token, `/api/super-admin/tenants/${admin.user.companyId}`)).statusCode).toBe(403);
    const unknown = await getAs(ctx, operator, '/api/super-admin/tenants/company-doesnotexist');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(TEXTS.superAdmin.companyNotFound);
  });
});

describe('POST /api/super-admin/tenants/:companyId/impersonate', () => {
  it('is refused to a company admin', async () => {
    const admin = await signUpCompany(ctx);
    const response = await impersonate(admin.token, admin.user.companyId ?? '');
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({ message: TEXTS.auth.superAdminOnly, code: 'FORBIDDEN' });
  });

  it('needs a token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/super-admin/tenants/company-abc/impersonate' })).statusCode).toBe(
      401,
    );
  });

  it('answers an unknown company with 404', async () => {
    const { token } = await superToken();
    const response = await impersonate(token, 'company-doesnotexist');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ message: TEXTS.superAdmin.companyNotFound, code: 'NOT_FOUND' });
  });

  it('issues a company token, and a dashboard URL carrying a code that opens the same session', async () => {
    const target = await signUpCompany(ctx);
    const { token: saToken, user: sa } = await superToken();
    const response = await impersonate(saToken, target.user.companyId ?? '');
    expect(response.statusCode).toBe(200);
    const { token, url } = response.json<ImpersonateResponse>();
    const code = new URL(url, 'http://frontdesk.test').searchParams.get('super_admin_token') ?? '';
    expect(url.startsWith('/dashboard?super_admin_token=')).toBe(true);
    expect(code).not.toBe(token);
    const opened = await ctx.app.inject({ method: 'POST', url: '/api/super-admin/impersonation/exchange', payload: { code } });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<LoginResponse>().user).toMatchObject({
      isSuperAdmin: true,
      impersonatedBy: sa.id,
      companyId: target.user.companyId,
    });

    const me = await getAs(ctx, token, '/api/users/me');
    expect(me.statusCode).toBe(200);
    const user = me.json<{ user: AuthUser }>().user;
    expect(user).toMatchObject({
      isSuperAdmin: true,
      impersonatedBy: sa.id,
      companyId: target.user.companyId,
      companySlug: target.user.companySlug,
    });
    expect(user.permissions).toEqual([...IMPERSONATION_PERMISSIONS]);

    const users = await getAs(ctx, token, '/api/admin/users');
    expect(users.statusCode).toBe(200);
    expect(users.json<{ users: AdminUser[] }>().users.map((row) => row.email)).toEqual([target.email]);
    expect((await getAs(ctx, token, `/api/company/slug/${target.user.companyId}`)).json()).toEqual({
      data: { slug: target.user.companySlug },
    });
  });

  it('records the impersonation in the audit log', async () => {
    const target = await signUpCompany(ctx);
    const { token: saToken, user: sa } = await superToken();
    await impersonate(saToken, target.user.companyId ?? '');
    const rows = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.impersonate'), eq(auditLog.companyId, target.user.companyId ?? '')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorType: 'super_admin', actorId: sa.id });
    expect(rows[0]?.details).toMatchObject({ sessionId: expect.any(String) });
  });

  it('keeps the impersonating super admin inside that one company', async () => {
    const target = await signUpCompany(ctx);
    const other = await signUpCompany(ctx);
    const { token: saToken } = await superToken();
    const { token } = (await impersonate(saToken, target.user.companyId ?? '')).json<ImpersonateResponse>();
    expect((await getAs(ctx, token, `/api/company/slug/${other.user.companyId}`)).statusCode).toBe(404);
    // The impersonation token is a company token: it cannot impersonate again.
    expect((await impersonate(token, other.user.companyId ?? '')).statusCode).toBe(403);
  });

  it('cannot change the profile or password of the person behind the company', async () => {
    const target = await signUpCompany(ctx);
    const { token: saToken } = await superToken();
    const { token } = (await impersonate(saToken, target.user.companyId ?? '')).json<ImpersonateResponse>();
    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: bearer(token),
      payload: { name: 'Hijacked', lastname: 'Name', email: 'hijack@example.com' },
    });
    expect(profile.statusCode).toBe(403);
    expect(errorOf(profile).message).toBe(TEXTS.profile.ownAccountOnly);
  });

  it('expires after one hour even with activity', async () => {
    const target = await signUpCompany(ctx);
    const { token: saToken } = await superToken();
    const { token } = (await impersonate(saToken, target.user.companyId ?? '')).json<ImpersonateResponse>();
    for (let step = 1; step <= 5; step += 1) {
      ctx.clock.advance(10 * MINUTE);
      expect((await getAs(ctx, token, '/api/users/me')).statusCode).toBe(200);
    }
    ctx.clock.advance(10 * MINUTE + 1000);
    const response = await getAs(ctx, token, '/api/users/me');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });

  it("the super admin's own token is not a company token", async () => {
    const { token } = await superToken();
    const response = await getAs(ctx, token, '/api/admin/users');
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe(TEXTS.auth.forbidden);
  });
});

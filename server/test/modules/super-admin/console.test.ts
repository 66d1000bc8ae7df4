import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, TermsResponse } from '@frontdesk/contracts/auth';
import type {
  AuditLogResponse,
  DbStatus,
  ImpersonateResponse,
  PlatformDashboard,
  Tenant,
  TenantsResponse,
} from '@frontdesk/contracts/super-admin';
import { TEXTS } from '@frontdesk/contracts/texts';
import {
  addStaffUser,
  errorOf,
  getAs,
  login,
  PASSWORD,
  register,
  registration,
  sendAs,
  signUpCompany,
  superAdminToken,
} from '../../support/accounts';
import { testDatabaseKind } from '../../support/database';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let operator: string;
let bakery: Awaited<ReturnType<typeof signUpCompany>>;
let dental: Awaited<ReturnType<typeof signUpCompany>>;

beforeAll(async () => {
  ctx = await createTestApp();
  operator = await superAdminToken(ctx);
  bakery = await signUpCompany(ctx, { companyName: 'Harbour Bakery' });
  dental = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
  await addStaffUser(ctx, dental.token);
  await addStaffUser(ctx, dental.token);
});
afterAll(() => ctx.close());

const companyIdOf = (account: { user: { companyId: string | null } }) => account.user.companyId ?? '';
const tenants = async () => (await getAs(ctx, operator, '/api/super-admin/tenants')).json<TenantsResponse>().tenants;
const setBlocked = (companyId: string, isBlocked: boolean) =>
  sendAs(ctx, operator, 'PUT', `/api/super-admin/tenants/${companyId}/status`, { isBlocked });
const chat = (slug: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/public-chat/chat/${slug}`, payload: { message: 'Are you open on Sunday?' } });

describe('the tenant list', () => {
  it('lists every company with its users and active chats', async () => {
    await chat(bakery.user.companySlug ?? '');
    const list = await tenants();
    const byName = new Map(list.map((tenant) => [tenant.company_name, tenant]));
    expect(byName.get('Harbour Bakery')).toMatchObject({ is_blocked: false, stats: { userCount: 1, activeChats: 1 } });
    expect(byName.get('Hilltop Dental')).toMatchObject({ is_blocked: false, stats: { userCount: 3, activeChats: 0 } });
  });

  it('tells a sign-up never confirmed from a company in use', async () => {
    expect((await register(ctx, registration({ companyName: 'Quiet Kiln' }))).statusCode).toBe(201);
    const byName = new Map((await tenants()).map((tenant) => [tenant.company_name, tenant]));
    expect(byName.get('Quiet Kiln')).toMatchObject({ verified: false, stats: { userCount: 1 } });
    expect(byName.get('Harbour Bakery')).toMatchObject({ verified: true });
  });

  it('is the operator’s alone', async () => {
    const response = await getAs(ctx, bakery.token, '/api/super-admin/tenants');
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe(TEXTS.auth.superAdminOnly);
  });
});

describe('blocking a company', () => {
  it('signs its users out, refuses their sign-in and closes its chat; unblocking restores them', async () => {
    const staff = await addStaffUser(ctx, bakery.token);
    const blocked = await setBlocked(companyIdOf(bakery), true);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json<{ tenant: Tenant }>().tenant.is_blocked).toBe(true);

    // Signed out, and told why.
    const refused = await getAs(ctx, staff.token, '/api/users/me');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({ code: 'COMPANY_BLOCKED', message: TEXTS.auth.companyBlocked });
    const signIn = await login(ctx, bakery.email);
    expect(signIn.statusCode).toBe(403);
    expect(errorOf(signIn).code).toBe('COMPANY_BLOCKED');
    const closed = await chat(bakery.user.companySlug ?? '');
    expect(closed.statusCode).toBe(403);
    expect(errorOf(closed).message).toBe(TEXTS.chat.unavailable);

    expect((await setBlocked(companyIdOf(bakery), false)).json<{ tenant: Tenant }>().tenant.is_blocked).toBe(false);
    const again = await login(ctx, bakery.email, PASSWORD);
    expect(again.statusCode).toBe(200);
    // The admin's own session ended with the block; later tests go on with the new one.
    bakery = { ...bakery, token: again.json<LoginResponse>().token };
    expect((await getAs(ctx, bakery.token, '/api/users/me')).statusCode).toBe(200);
    expect((await chat(bakery.user.companySlug ?? '')).statusCode).toBe(200);
    // The sessions the block ended stay ended.
    expect((await getAs(ctx, staff.token, '/api/users/me')).statusCode).toBe(401);
  });

  it('ends the operator’s visits to the company too', async () => {
    const visit = (
      await sendAs(ctx, operator, 'POST', `/api/super-admin/tenants/${companyIdOf(dental)}/impersonate`)
    ).json<ImpersonateResponse>();
    expect((await getAs(ctx, visit.token, '/api/users/me')).statusCode).toBe(200);
    await setBlocked(companyIdOf(dental), true);
    expect((await getAs(ctx, visit.token, '/api/users/me')).statusCode).toBe(401);
    await setBlocked(companyIdOf(dental), false);
  });

  it('answers an unknown company with 404 and a bad body with a clear 400', async () => {
    expect((await setBlocked('company-nosuchcompany', true)).statusCode).toBe(404);
    const bad = await sendAs(ctx, operator, 'PUT', `/api/super-admin/tenants/${companyIdOf(bakery)}/status`, {
      isBlocked: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/isBlocked/);
  });
});

describe('the console figures', () => {
  it('count companies, users and chats, and list the top companies by users', async () => {
    await setBlocked(companyIdOf(dental), true);
    const figures = (await getAs(ctx, operator, '/api/super-admin/analytics/dashboard')).json<PlatformDashboard>();
    const list = await tenants();
    expect(figures.totalCompanies).toBe(list.length);
    expect(figures.activeCompanies).toBe(list.length - 1);
    expect(figures.totalUsers).toBe(list.reduce((n, tenant) => n + tenant.stats.userCount, 0));
    expect(figures.activeChats).toBeGreaterThanOrEqual(1);
    expect(figures.companiesWithActiveChats).toBeGreaterThanOrEqual(1);
    expect(figures.topCompanies[0]?.company_name).toBe('Hilltop Dental');
    expect(figures.topCompanies.length).toBeLessThanOrEqual(5);
    await setBlocked(companyIdOf(dental), false);
  });

  it('report the database as connected with its company count', async () => {
    const status = (await getAs(ctx, operator, '/api/super-admin/system/db-status')).json<DbStatus>();
    expect(status).toMatchObject({ status: 'connected', database: testDatabaseKind, companyCount: (await tenants()).length });
  });
});

describe('the audit log', () => {
  it('records blocks, visits, user creation and permission changes, newest first, in pages', async () => {
    const staff = await addStaffUser(ctx, bakery.token);
    await sendAs(ctx, bakery.token, 'POST', '/api/admin/set-permissions', { [staff.user.id]: { billing: true } });
    const page = (await getAs(ctx, operator, '/api/super-admin/audit-log?limit=3')).json<AuditLogResponse>();
    expect(page.entries.map((entry) => entry.action)).toEqual(['users.permissions', 'users.create', 'company.unblock']);
    expect(page.entries[0]).toMatchObject({
      actor_type: 'user',
      actor: bakery.email,
      company_name: 'Harbour Bakery',
      details: { granted: { [staff.user.id]: ['billing'] }, revoked: {} },
    });
    expect(page.next_before).toBe(page.entries[2]?.id);
    const next = (
      await getAs(ctx, operator, `/api/super-admin/audit-log?limit=50&before=${page.next_before}`)
    ).json<AuditLogResponse>();
    const actions = next.entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['company.block', 'company.impersonate', 'super_admin.login']));
    expect(next.entries.every((entry) => entry.id < (page.next_before ?? 0))).toBe(true);
  });

  it('does not record a permission save that changed nothing', async () => {
    const before = (await getAs(ctx, operator, '/api/super-admin/audit-log?limit=1')).json<AuditLogResponse>().entries[0];
    const users = (await getAs(ctx, bakery.token, '/api/admin/users')).json<{ users: { id: string; role: string }[] }>().users;
    const staff = users.find((user) => user.role === 'user');
    // Staff hold the dashboard from the start: granting it again changes nothing.
    const saved = await sendAs(ctx, bakery.token, 'POST', '/api/admin/set-permissions', {
      [staff?.id ?? '']: { dashboard: true },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await getAs(ctx, operator, '/api/super-admin/audit-log?limit=1')).json<AuditLogResponse>().entries[0];
    expect(after?.id).toBe(before?.id);
  });
});

describe('PUT /api/auth/terms', () => {
  it('lets the operator, also while visiting a company, change the terms that sign-up shows', async () => {
    const saved = await sendAs(ctx, operator, 'PUT', '/api/auth/terms', { content: '  1. Be kind.  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: 'Terms and conditions updated successfully!', content: '1. Be kind.' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/terms' })).json<TermsResponse>().content).toBe('1. Be kind.');

    const visit = (
      await sendAs(ctx, operator, 'POST', `/api/super-admin/tenants/${companyIdOf(bakery)}/impersonate`)
    ).json<ImpersonateResponse>();
    expect((await sendAs(ctx, visit.token, 'PUT', '/api/auth/terms', { content: '2. Be quick.' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/terms' })).json<TermsResponse>().content).toBe('2. Be quick.');
  });

  it('is refused to company admins, and blank terms are refused', async () => {
    expect((await sendAs(ctx, bakery.token, 'PUT', '/api/auth/terms', { content: 'Mine now' })).statusCode).toBe(403);
    const blank = await sendAs(ctx, operator, 'PUT', '/api/auth/terms', { content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).message).toBe('The terms may not be blank.');
  });
});

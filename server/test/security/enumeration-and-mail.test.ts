import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { rowsOf } from '../../src/db/client';
import { sql } from 'drizzle-orm';
import {
  addStaffUser,
  bearer,
  errorOf,
  getAs,
  login,
  loginOk,
  PASSWORD,
  signUpCompany,
  STAFF_OWN_PASSWORD,
  uniqueEmail,
} from '../support/accounts';
import { createTestApp, type TestContext } from '../support/test-app';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signUpCompany>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpCompany(ctx, { name: 'Ada', lastname: 'Lovelace', companyName: 'Engines Ltd' });
});
afterAll(() => ctx.close());

const resetRequestsQueued = async () =>
  rowsOf<{ n: number }>(
    await ctx.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'password-reset-request'`),
  )[0]?.n ?? 0;

describe('forgot-password', () => {
  it('does the same work for an address with an account and one without: one queued request each', async () => {
    const unknown = uniqueEmail('nobody');
    const forgot = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const before = await resetRequestsQueued();
    const known = await forgot(admin.email);
    expect(await resetRequestsQueued()).toBe(before + 1);
    const missing = await forgot(unknown);
    expect(await resetRequestsQueued()).toBe(before + 2);
    expect(missing.statusCode).toBe(known.statusCode);
    expect(missing.body).toBe(known.body);
    const mails = await ctx.mailbox.all();
    expect(mails.some((mail) => mail.to === admin.email && mail.subject === 'Reset your Frontdesk password')).toBe(true);
    expect(mails.some((mail) => mail.to === unknown)).toBe(false);
  });
});

describe('the profile e-mail field as an oracle', () => {
  it('limits e-mail changes to a few an hour', async () => {
    const user = await signUpCompany(ctx);
    const change = () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/users/me',
        headers: bearer(user.token),
        payload: { name: 'Ada', lastname: 'Lovelace', email: uniqueEmail('probe') },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await change()).statusCode).toBe(200);
    const refused = await change();
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(TEXTS.profile.tooManyChanges);
  });

  it('puts no chosen text in mail but a name: one line, capped and escaped', async () => {
    const user = await signUpCompany(ctx);
    const name = `Win a prize <b>now</b>\nvisit http://evil.example ${'x'.repeat(45)}`;
    const email = uniqueEmail('new-address');
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: bearer(user.token),
      payload: { name, lastname: 'L', email },
    });
    const mail = await ctx.mailbox.lastTo(email);
    const greeting = mail?.text.split('\n')[0] ?? '';
    expect(greeting.length).toBeLessThanOrEqual(45);
    expect(greeting).not.toContain('\n');
    expect(mail?.html).not.toContain('<b>now</b>');
    expect(mail?.text).not.toContain('x'.repeat(45));
  });
});

describe('users created by an admin', () => {
  it('are told by mail who added them, and must choose their own password before anything else', async () => {
    const email = uniqueEmail('new-staff');
    const staff = await addStaffUser(ctx, admin.token, { name: 'Grace', email }, { choosePassword: false });
    const welcome = await ctx.mailbox.lastTo(email);
    expect(welcome?.subject).toBe('You have been added to Frontdesk');
    expect(welcome?.text).toContain(`Ada Lovelace (${admin.email})`);

    const me = (await getAs(ctx, staff.token, '/api/users/me')).json<{ user: AuthUser }>().user;
    expect(me.mustChangePassword).toBe(true);
    const refused = await getAs(ctx, staff.token, '/api/company/info');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', message: TEXTS.auth.passwordChangeRequired });

    const chosen = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: bearer(staff.token),
      payload: { currentPassword: PASSWORD, newPassword: STAFF_OWN_PASSWORD },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await getAs(ctx, staff.token, '/api/company/info')).statusCode).toBe(200);
    expect((await loginOk(ctx, email, STAFF_OWN_PASSWORD)).user.mustChangePassword).toBe(false);
    expect((await login(ctx, email, PASSWORD)).statusCode).toBe(401);
  });

  it('are limited to a few dozen an hour per company', async () => {
    const company = await signUpCompany(ctx, { companyName: 'Hiring Spree' });
    const create = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/create-user',
        headers: bearer(company.token),
        payload: { name: 'Temp', email: uniqueEmail('temp'), password: PASSWORD },
      });
    for (let created = 0; created < 20; created += 1) expect((await create()).statusCode).toBe(201);
    const refused = await create();
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).message).toBe(TEXTS.admin.tooManyUsersCreated);
  });
});

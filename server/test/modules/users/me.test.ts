import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '@frontdesk/contracts/auth';
import { PAGE_PERMISSIONS } from '@frontdesk/contracts/permissions';
import { addStaffUser, bearer, errorOf, getAs, login, loginOk, signUpCompany, uniqueEmail } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type UpdateMeResponse = { user: AuthUser; emailVerificationSent: boolean };

const updateMe = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(token), payload });

describe('GET /api/users/me', () => {
  it('returns the signed-in admin as the login did', async () => {
    const session = await signUpCompany(ctx);
    const response = await getAs(ctx, session.token, '/api/users/me');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: AuthUser }>().user).toEqual(session.user);
  });

  it('returns a staff member with their own role and permissions', async () => {
    const admin = await signUpCompany(ctx);
    const staff = await addStaffUser(ctx, admin.token, { name: 'Grace', lastname: 'Hopper' });
    const { user } = (await getAs(ctx, staff.token, '/api/users/me')).json<{ user: AuthUser }>();
    expect(user).toMatchObject({
      id: staff.user.id,
      email: staff.email,
      role: 'user',
      name: 'Grace',
      companyId: admin.user.companyId,
    });
    expect(user.permissions).toEqual(['dashboard', 'profile']);
  });

  it('needs a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
  });
});

describe('GET /api/users/my-permissions', () => {
  it('gives an admin every page', async () => {
    const admin = await signUpCompany(ctx);
    const response = await getAs(ctx, admin.token, '/api/users/my-permissions');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ permissions: string[] }>().permissions).toEqual([...PAGE_PERMISSIONS]);
  });

  it('gives a new staff member the defaults', async () => {
    const admin = await signUpCompany(ctx);
    const staff = await addStaffUser(ctx, admin.token);
    expect((await getAs(ctx, staff.token, '/api/users/my-permissions')).json()).toEqual({
      permissions: ['dashboard', 'profile'],
    });
  });

  it('needs a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/users/my-permissions' })).statusCode).toBe(401);
  });
});

describe('PUT /api/users/me', () => {
  it('changes name and last name at once', async () => {
    const session = await signUpCompany(ctx);
    const response = await updateMe(session.token, { name: '  Augusta ', lastname: 'King', email: session.email });
    expect(response.statusCode).toBe(200);
    const body = response.json<UpdateMeResponse>();
    expect(body.emailVerificationSent).toBe(false);
    expect(body.user).toMatchObject({ name: 'Augusta', lastname: 'King', email: session.email });
    expect((await getAs(ctx, session.token, '/api/users/me')).json<{ user: AuthUser }>().user.name).toBe('Augusta');
  });

  it('changes the e-mail only after the new address is verified', async () => {
    const session = await signUpCompany(ctx);
    const newEmail = uniqueEmail('moved');
    const response = await updateMe(session.token, { name: 'Ada', lastname: 'Lovelace', email: newEmail.toUpperCase() });
    expect(response.statusCode).toBe(200);
    const body = response.json<UpdateMeResponse>();
    expect(body.emailVerificationSent).toBe(true);
    expect(body.user.email).toBe(session.email);
    // The address waiting for its link is part of the user, so a reloaded profile still says so.
    expect(body.user.pendingEmail).toBe(newEmail);
    expect((await getAs(ctx, session.token, '/api/users/me')).json<{ user: AuthUser }>().user.pendingEmail).toBe(newEmail);

    // Until the link is followed the old address still signs in and the new one does not.
    expect((await login(ctx, newEmail)).statusCode).toBe(401);
    expect((await login(ctx, session.email)).statusCode).toBe(200);
    const mail = await ctx.mailbox.lastTo(newEmail);
    expect(mail?.subject).toBe('Verify your email for Frontdesk');

    const token = await ctx.mailbox.linkToken(newEmail, 'verify-email');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` })).statusCode).toBe(200);

    const signedIn = await loginOk(ctx, newEmail);
    expect(signedIn.user.email).toBe(newEmail);
    expect(signedIn.user.pendingEmail).toBeNull();
    expect(signedIn.user.id).toBe(session.user.id);
    expect((await login(ctx, session.email)).statusCode).toBe(401);
  });

  it("answers an address another account uses like any other, tells that address's owner, and changes nothing", async () => {
    const session = await signUpCompany(ctx);
    const other = await signUpCompany(ctx);
    const response = await updateMe(session.token, { name: 'Changed', lastname: 'Name', email: other.email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ emailVerificationSent: true, user: { email: session.email, name: 'Changed' } });
    // It waits for its link as a free address would, now and when the profile is read again.
    expect(response.json<UpdateMeResponse>().user.pendingEmail).toBe(other.email);
    expect((await getAs(ctx, session.token, '/api/users/me')).json<{ user: AuthUser }>().user.pendingEmail).toBe(other.email);
    const toOwner = (await ctx.mailbox.all()).filter((mail) => mail.to === other.email);
    expect(toOwner.map((mail) => mail.subject)).toEqual([
      'Verify your email for Frontdesk',
      'Someone tried to use your email on Frontdesk',
    ]);
    expect(toOwner.at(-1)?.text).not.toContain('Changed');
    expect((await getAs(ctx, session.token, '/api/users/me')).json<{ user: AuthUser }>().user.email).toBe(session.email);
  });

  it('validates the fields', async () => {
    const session = await signUpCompany(ctx);
    const response = await updateMe(session.token, { name: ' ', lastname: 'x'.repeat(101), email: 'nope' });
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = errorOf(response).details as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors.name).toEqual(['First name is required']);
    expect(fieldErrors.lastname).toEqual(['Last name must be at most 100 characters']);
    expect(fieldErrors.email).toEqual(['Please enter a valid email address']);
  });

  it('needs a token', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: { name: 'A', lastname: 'B', email: uniqueEmail() },
    });
    expect(response.statusCode).toBe(401);
  });
});

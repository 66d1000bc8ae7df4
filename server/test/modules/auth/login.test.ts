import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@frontdesk/contracts/auth';
import { PAGE_PERMISSIONS } from '@frontdesk/contracts/permissions';
import { TEXTS } from '@frontdesk/contracts/texts';
import { companies } from '../../../src/db/schema/companies';
import { getAs, errorOf, login, PASSWORD, registerVerified, signUpCompany, uniqueEmail } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const WRONG = 'not-the-password';

describe('POST /api/auth/login', () => {
  it('returns a token and the user the browser stores', async () => {
    const body = await registerVerified(ctx, { name: 'Ada', lastname: 'Lovelace' });
    const response = await login(ctx, body.email);
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json<LoginResponse>();
    expect(token.split('.')).toHaveLength(3);
    expect(Object.keys(user).sort()).toEqual(
      [
        'companyId',
        'companySlug',
        'email',
        'id',
        'impersonatedBy',
        'isSuperAdmin',
        'lastname',
        'mustChangePassword',
        'name',
        'pendingEmail',
        'permissions',
        'role',
      ].sort(),
    );
    expect(user).toMatchObject({
      email: body.email,
      role: 'admin',
      name: 'Ada',
      lastname: 'Lovelace',
      isSuperAdmin: false,
      impersonatedBy: null,
      mustChangePassword: false,
      pendingEmail: null,
    });
    expect(user.companyId).toMatch(/^company-[a-z0-9]+$/);
    expect(user.companySlug).toMatch(/^analytical-engines/);
    expect(user.permissions).toHaveLength(19);
    expect([...user.permissions].sort()).toEqual([...PAGE_PERMISSIONS].sort());
    // The token works.
    expect((await getAs(ctx, token, '/api/users/me')).statusCode).toBe(200);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    const body = await registerVerified(ctx);
    expect((await login(ctx, `  ${body.email.toUpperCase()} `)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const body = await registerVerified(ctx);
    const wrongPassword = await login(ctx, body.email, WRONG);
    const unknownEmail = await login(ctx, uniqueEmail('nobody'), PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(errorOf(wrongPassword)).toEqual({ message: TEXTS.auth.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    expect(errorOf(unknownEmail)).toEqual(errorOf(wrongPassword));
  });

  it('validates its body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nope' } });
    expect(response.statusCode).toBe(400);
    const fieldErrors = (errorOf(response).details as { fieldErrors: Record<string, string[]> }).fieldErrors;
    expect(Object.keys(fieldErrors).sort()).toEqual(['email', 'password']);
  });
});

describe('POST /api/auth/login for a blocked company', () => {
  it('refuses to sign in and refuses tokens issued before the block', async () => {
    const session = await signUpCompany(ctx);
    const companyId = session.user.companyId ?? '';
    await ctx.database.db.update(companies).set({ isBlocked: true }).where(eq(companies.id, companyId));

    const response = await login(ctx, session.email);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({ message: TEXTS.auth.companyBlocked, code: 'COMPANY_BLOCKED' });

    const existing = await getAs(ctx, session.token, '/api/users/me');
    expect(existing.statusCode).toBe(403);
    expect(errorOf(existing).code).toBe('COMPANY_BLOCKED');

    // Unblocking lets the same token in again.
    await ctx.database.db.update(companies).set({ isBlocked: false }).where(eq(companies.id, companyId));
    expect((await getAs(ctx, session.token, '/api/users/me')).statusCode).toBe(200);
  });

  it('does not reveal the block to a wrong password', async () => {
    const session = await signUpCompany(ctx);
    await ctx.database.db
      .update(companies)
      .set({ isBlocked: true })
      .where(eq(companies.id, session.user.companyId ?? ''));
    expect((await login(ctx, session.email, WRONG)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/login rate limits', () => {
  it('refuses an address that keeps guessing one account, but never locks the account itself', async () => {
    const body = await registerVerified(ctx);
    const attacker = '10.251.0.1';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(ctx, body.email, WRONG, attacker)).statusCode).toBe(401);
    }
    const blocked = await login(ctx, body.email, PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    // It says how long: the quarter of an hour the failures are counted over.
    expect(errorOf(blocked)).toMatchObject({ code: 'RATE_LIMITED', message: TEXTS.auth.tooManyLoginAttempts(15) });
    expect(errorOf(blocked).message).toBe('Too many login attempts. Please try again in 15 minutes.');
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The owner, from anywhere else, signs in as usual.
    expect((await login(ctx, body.email, PASSWORD, '10.251.0.2')).statusCode).toBe(200);

    ctx.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login(ctx, body.email, PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('slows down rather than refuses the right password from an address the account signed in from before', async () => {
    const body = await registerVerified(ctx);
    const office = '10.251.0.3';
    expect((await login(ctx, body.email, PASSWORD, office)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt += 1) await login(ctx, body.email, WRONG, office);
    const started = performance.now();
    expect((await login(ctx, body.email, PASSWORD, office)).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_500);
    // A wrong password from there is still just wrong.
    expect((await login(ctx, body.email, WRONG, office)).statusCode).toBe(401);
  });

  it('counts addresses across accounts: 30 wrong passwords from one address, then 429 for accounts new to it', async () => {
    const ip = '10.250.0.1';
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      expect((await login(ctx, uniqueEmail('spray'), WRONG, ip)).statusCode).toBe(401);
    }
    const blocked = await login(ctx, uniqueEmail('spray'), WRONG, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // A real user from the same address is blocked too, from another address not.
    const body = await registerVerified(ctx);
    expect((await login(ctx, body.email, PASSWORD, ip)).statusCode).toBe(429);
    expect((await login(ctx, body.email, PASSWORD, '10.250.0.2')).statusCode).toBe(200);
  });

  it('starts the count of an address again after a successful sign-in from it', async () => {
    const body = await registerVerified(ctx);
    const ip = '10.251.0.4';
    for (let attempt = 1; attempt <= 9; attempt += 1) await login(ctx, body.email, WRONG, ip);
    expect((await login(ctx, body.email, PASSWORD, ip)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(ctx, body.email, WRONG, ip)).statusCode).toBe(401);
    }
    // Known now, the address is slowed rather than refused; an unknown one would get 429 here.
    expect((await login(ctx, body.email, WRONG, ip)).statusCode).toBe(401);
    expect((await login(ctx, uniqueEmail('someone-else'), WRONG, ip)).statusCode).toBe(401);
  });
});

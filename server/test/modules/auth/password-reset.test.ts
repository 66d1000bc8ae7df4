import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@frontdesk/contracts/texts';
import {
  errorOf,
  getAs,
  login,
  loginOk,
  PASSWORD,
  register,
  registration,
  signUpCompany,
  uniqueEmail,
  uniqueIp,
} from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'a-brand-new-passphrase';

const forgot = (email: string, ip = uniqueIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
const reset = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { password } });
const resetMails = async (email: string) =>
  (await ctx.mailbox.all()).filter((mail) => mail.to === email && mail.text.includes('/reset-password/'));

describe('POST /api/auth/forgot-password', () => {
  it('gives the same answer for an existing and an unknown address, and mails only the existing one', async () => {
    const { email } = await signUpCompany(ctx);
    const unknown = uniqueEmail('ghost');
    const known = await forgot(email);
    const missing = await forgot(unknown);
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: TEXTS.forgotPassword.sent });
    expect(missing.body).toBe(known.body);

    expect(await ctx.mailbox.lastTo(unknown)).toBeUndefined();
    const [mail] = await resetMails(email);
    expect(mail?.subject).toBe('Reset your Frontdesk password');
    expect(mail?.text).toMatch(/http:\/\/frontdesk\.test\/reset-password\/[A-Za-z0-9_-]{40,}(\s|$)/);
  });

  it('validates the address', async () => {
    const response = await forgot('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
  });

  it('sends at most 3 mails an hour to one address, still answering the same', async () => {
    const { email } = await signUpCompany(ctx);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await forgot(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: TEXTS.forgotPassword.sent });
    }
    expect(await resetMails(email)).toHaveLength(3);
  });
});

describe('POST /api/auth/reset-password/:token', () => {
  it('sets the new password, ends every session and works once', async () => {
    const { email, token: oldSession } = await signUpCompany(ctx);
    const otherDevice = await loginOk(ctx, email);
    await forgot(email);
    const token = await ctx.mailbox.linkToken(email, 'reset-password');

    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: TEXTS.resetPassword.success });

    expect((await login(ctx, email, PASSWORD)).statusCode).toBe(401);
    expect((await login(ctx, email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await getAs(ctx, oldSession, '/api/users/me')).statusCode).toBe(401);
    expect((await getAs(ctx, otherDevice.token, '/api/users/me')).statusCode).toBe(401);

    const again = await reset(token, 'yet-another-passphrase');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toEqual({ message: TEXTS.resetPassword.invalidLink, code: 'INVALID_LINK' });
    expect((await login(ctx, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('invalidates the older links of the same account once one is used', async () => {
    const { email } = await signUpCompany(ctx);
    await forgot(email);
    const first = await ctx.mailbox.linkToken(email, 'reset-password');
    await forgot(email);
    const second = await ctx.mailbox.linkToken(email, 'reset-password');
    expect(second).not.toBe(first);
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset(first, 'yet-another-passphrase')).statusCode).toBe(400);
  });

  it('refuses a link older than one hour', async () => {
    const { email } = await signUpCompany(ctx);
    await forgot(email);
    const token = await ctx.mailbox.linkToken(email, 'reset-password');
    ctx.clock.advance(61 * 60 * 1000);
    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('INVALID_LINK');
    expect((await login(ctx, email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a short password without using up the link', async () => {
    const { email } = await signUpCompany(ctx);
    await forgot(email);
    const token = await ctx.mailbox.linkToken(email, 'reset-password');
    const response = await reset(token, 'short');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { fieldErrors: { password: ['Password must be at least 8 characters'] } },
    });
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a token that was never issued', async () => {
    const response = await reset('B'.repeat(43), NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('INVALID_LINK');
  });

  it('does not accept a verification link as a reset link', async () => {
    const body = registration();
    await register(ctx, body);
    const verifyToken = await ctx.mailbox.linkToken(body.email, 'verify-email');
    expect((await reset(verifyToken, NEW_PASSWORD)).statusCode).toBe(400);
  });

  it('verifies a not yet verified address, since the mailed link proves it', async () => {
    const body = registration();
    await register(ctx, body);
    expect(errorOf(await login(ctx, body.email)).code).toBe('EMAIL_NOT_VERIFIED');
    await forgot(body.email);
    expect((await reset(await ctx.mailbox.linkToken(body.email, 'reset-password'), NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(ctx, body.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('GET /api/auth/reset-password/:token', () => {
  const check = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/auth/reset-password/${token}` });

  it('accepts a working link, and refuses it once used or never issued', async () => {
    const { email } = await signUpCompany(ctx);
    await forgot(email);
    const token = await ctx.mailbox.linkToken(email, 'reset-password');
    expect((await check(token)).statusCode).toBe(200);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(errorOf(used)).toMatchObject({ message: TEXTS.resetPassword.invalidLink, code: 'INVALID_LINK' });
    expect((await check('A'.repeat(43))).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUpCompany(ctx);
    await forgot(email);
    const token = await ctx.mailbox.linkToken(email, 'reset-password');
    ctx.clock.advance(61 * 60_000);
    expect((await check(token)).statusCode).toBe(400);
  });
});

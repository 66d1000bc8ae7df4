import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@frontdesk/contracts/texts';
import { errorOf, login, register, registration, uniqueIp } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const verify = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });

/** Registers a company and returns its admin's address and verification token. */
async function registered() {
  const body = registration();
  const response = await register(ctx, body);
  expect(response.statusCode).toBe(201);
  return { email: body.email, token: await ctx.mailbox.linkToken(body.email, 'verify-email') };
}

describe('GET /api/auth/verify-email/:token', () => {
  it('verifies the address, after which the admin can sign in', async () => {
    const { email, token } = await registered();
    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: TEXTS.verifyEmail.verified });
    expect((await login(ctx, email)).statusCode).toBe(200);
  });

  it('works once: the same link again says the address is already verified', async () => {
    const { token } = await registered();
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: TEXTS.verifyEmail.alreadyVerified });
  });

  it('refuses a well-formed token that was never issued', async () => {
    const response = await verify('A'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('INVALID_LINK');
  });

  it('refuses garbage that is not even a token', async () => {
    for (const garbage of ['abc', '%00%27%3B--', 'x'.repeat(99), 'a.b.c']) {
      const response = await verify(garbage);
      expect(response.statusCode).toBe(400);
      expect(['VALIDATION_FAILED', 'INVALID_LINK']).toContain(errorOf(response).code);
    }
  });

  it('answers an over-long token with a client error, not a server error', async () => {
    const response = await verify('x'.repeat(500));
    expect(response.statusCode).toBe(414);
    expect(errorOf(response)).toEqual({ message: 'The address of this request is too long.', code: 'VALIDATION_FAILED' });
  });

  it('refuses a link older than 24 hours, and the account stays unverified', async () => {
    const { email, token } = await registered();
    ctx.clock.advance(25 * 60 * 60 * 1000);
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('INVALID_LINK');
    expect(errorOf(await login(ctx, email)).code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('POST /api/auth/login before verification', () => {
  it('answers 403 EMAIL_NOT_VERIFIED with the spec text', async () => {
    const { email } = await registered();
    const response = await login(ctx, email);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({ message: TEXTS.auth.emailNotVerified, code: 'EMAIL_NOT_VERIFIED' });
  });

  it('does not reveal the verification state to a wrong password', async () => {
    const { email } = await registered();
    const response = await login(ctx, email, 'wrong-password-123');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe(TEXTS.auth.invalidCredentials);
  });

  it('mails a fresh link when the last is over 5 minutes old, but not twice within 5 minutes', async () => {
    const { email, token: first } = await registered();
    const mailsTo = async () => (await ctx.mailbox.all()).filter((mail) => mail.to === email).length;
    expect(await mailsTo()).toBe(1);

    // Straight after sign-up the registration mail is recent enough: no second mail.
    await login(ctx, email);
    expect(await mailsTo()).toBe(1);

    ctx.clock.advance(5 * 60 * 1000 + 1000);
    expect((await login(ctx, email)).statusCode).toBe(403);
    expect(await mailsTo()).toBe(2);
    const second = await ctx.mailbox.linkToken(email, 'verify-email');
    expect(second).not.toBe(first);

    ctx.clock.advance(60 * 1000);
    await login(ctx, email);
    expect(await mailsTo()).toBe(2);

    // The fresh link verifies the account.
    expect((await verify(second)).statusCode).toBe(200);
    expect((await login(ctx, email)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/resend-verification', () => {
  const resend = (email: string, ip = uniqueIp()) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/resend-verification', payload: { email }, remoteAddress: ip });
  const verificationMails = async (email: string) =>
    (await ctx.mailbox.all()).filter((mail) => mail.to === email && mail.text.includes('/verify-email/')).length;

  it('mails a new link to an unverified account once the last one is a few minutes old', async () => {
    const { email } = await registered();
    expect((await resend(email)).json()).toEqual({ message: TEXTS.verifyEmail.resent });
    expect(await verificationMails(email)).toBe(1);
    ctx.clock.advance(6 * 60_000);
    await resend(email);
    expect(await verificationMails(email)).toBe(2);
    expect((await verify(await ctx.mailbox.linkToken(email, 'verify-email'))).statusCode).toBe(200);
  });

  it('answers the same for an unknown or verified address and mails nothing', async () => {
    const { email, token } = await registered();
    await verify(token);
    ctx.clock.advance(6 * 60_000);
    for (const address of [email, 'nobody@example.com'])
      expect((await resend(address)).json()).toEqual({ message: TEXTS.verifyEmail.resent });
    expect(await verificationMails(email)).toBe(1);
    expect(await verificationMails('nobody@example.com')).toBe(0);
  });

  it('is rate-limited per address and refuses a bad e-mail', async () => {
    const ip = uniqueIp();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await resend('someone@example.com', ip)).statusCode).toBe(200);
    expect((await resend('someone@example.com', ip)).statusCode).toBe(429);
    expect((await resend('not-an-address')).statusCode).toBe(400);
  });
});

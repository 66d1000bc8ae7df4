import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_TEXT } from '@frontdesk/contracts/fields';
import { TEXTS } from '@frontdesk/contracts/texts';
import { bearer, errorOf, getAs, login, loginOk, PASSWORD, signUpCompany } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'another-long-passphrase';

const changePassword = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/me/password', headers: bearer(token), payload });

describe('POST /api/users/me/password', () => {
  it('refuses a wrong current password with the spec text and keeps the old one', async () => {
    const session = await signUpCompany(ctx);
    const response = await changePassword(session.token, { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: TEXTS.profile.wrongCurrentPassword,
      details: { fieldErrors: { currentPassword: [TEXTS.profile.wrongCurrentPassword] } },
    });
    expect((await login(ctx, session.email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await login(ctx, session.email, PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const session = await signUpCompany(ctx);
    const otherDevice = await loginOk(ctx, session.email);
    const response = await changePassword(session.token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: TEXTS.profile.passwordChanged });

    expect((await getAs(ctx, session.token, '/api/users/me')).statusCode).toBe(200);
    expect((await getAs(ctx, otherDevice.token, '/api/users/me')).statusCode).toBe(401);
    expect((await login(ctx, session.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(ctx, session.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a short new password', async () => {
    const session = await signUpCompany(ctx);
    const response = await changePassword(session.token, { currentPassword: PASSWORD, newPassword: 'short' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual({ fieldErrors: { newPassword: ['Password must be at least 8 characters'] } });
  });

  it('refuses one of the commonest passwords, and keeps the old one', async () => {
    const session = await signUpCompany(ctx);
    const response = await changePassword(session.token, { currentPassword: PASSWORD, newPassword: 'password' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual({ fieldErrors: { newPassword: [COMMON_PASSWORD_TEXT] } });
    expect((await login(ctx, session.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses the same password again', async () => {
    const session = await signUpCompany(ctx);
    const response = await changePassword(session.token, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(TEXTS.profile.samePassword);
  });

  it('needs a token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@frontdesk/contracts/texts';
import { bearer, errorOf, signUpCompany } from '../support/accounts';
import { createTestApp, SUPER_ADMIN, type TestContext } from '../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ CHAT_RATE_LIMIT_PER_VISITOR: '10', CHAT_RATE_LIMIT_PER_COMPANY: '40' });
});
afterAll(() => ctx.close());

const superLogin = (password: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/super-admin/login',
    payload: { email: SUPER_ADMIN.email, password },
    remoteAddress: ip,
  });

describe('lockout as a weapon', () => {
  it('cannot lock the super admin out: the guessing address is refused, the operator elsewhere signs in', async () => {
    const attacker = '192.0.2.66';
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await superLogin('not-the-password', attacker)).statusCode).toBe(401);
    expect((await superLogin(SUPER_ADMIN.password, attacker)).statusCode).toBe(429);
    expect((await superLogin(SUPER_ADMIN.password, '192.0.2.10')).statusCode).toBe(200);
  });

  it("does not count the super admin's own successful sign-ins against them", async () => {
    const office = '192.0.2.11';
    for (let attempt = 0; attempt < 15; attempt += 1)
      expect((await superLogin(SUPER_ADMIN.password, office)).statusCode).toBe(200);
  });

  it("keeps a company's chat open for new visitors while a few addresses flood it", async () => {
    const owner = await signUpCompany(ctx, { companyName: 'Flooded Florist' });
    const ask = (ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/public-chat/chat/${owner.user.companySlug}`,
        payload: { message: 'hi' },
        remoteAddress: ip,
      });
    // Five addresses at their own limit of ten put the company over its cap of forty a minute.
    for (let flooder = 0; flooder < 5; flooder += 1) {
      for (let message = 0; message < 10; message += 1) await ask(`198.18.1.${flooder}`);
    }
    expect((await ask('198.18.1.0')).statusCode).toBe(429);
    // A new visitor still gets through, held to a few messages a minute while the company is busy.
    const visitor = [];
    for (let message = 0; message < 4; message += 1) visitor.push(await ask('198.18.2.1'));
    expect(visitor.map((response) => response.statusCode)).toEqual([200, 200, 200, 429]);
    const refused = visitor[3];
    if (!refused) throw new Error('the fourth answer is missing');
    expect(errorOf(refused).message).toBe(TEXTS.chat.companyBusy);
    // The company's own pages are untouched.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/company/information', headers: bearer(owner.token) })).statusCode,
    ).toBe(200);
  });
});

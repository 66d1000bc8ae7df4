import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../support/test-app';
import { bearer, signUpCompany } from '../support/accounts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

it('signs up, verifies, signs in and reads me', async () => {
  const session = await signUpCompany(ctx);
  const me = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session.token) });
  expect(me.statusCode).toBe(200);
  expect(me.json().user.email).toBe(session.email);
});

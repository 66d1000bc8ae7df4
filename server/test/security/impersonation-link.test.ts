import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@frontdesk/contracts/auth';
import type { ImpersonateResponse } from '@frontdesk/contracts/super-admin';
import { TEXTS } from '@frontdesk/contracts/texts';
import { bearer, errorOf, getAs, signUpCompany } from '../support/accounts';
import { createTestApp, SUPER_ADMIN, type TestContext } from '../support/test-app';
import { linesStream } from '../support/log-lines';

let ctx: TestContext;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = linesStream(logLines);
  ctx = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => ctx.close());

async function impersonationLink(): Promise<{ code: string; token: string; operatorToken: string }> {
  const target = await signUpCompany(ctx);
  const signedIn = await ctx.app.inject({ method: 'POST', url: '/api/super-admin/login', payload: SUPER_ADMIN });
  const operatorToken = signedIn.json<LoginResponse>().token;
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/super-admin/tenants/${target.user.companyId}/impersonate`,
    headers: bearer(operatorToken),
  });
  const { url, token } = response.json<ImpersonateResponse>();
  return { code: new URL(url, 'http://frontdesk.test').searchParams.get('super_admin_token') ?? '', token, operatorToken };
}

const exchange = (code: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/super-admin/impersonation/exchange', payload: { code } });

describe('the impersonation link', () => {
  it('carries a code that opens the session once', async () => {
    const { code } = await impersonationLink();
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    expect((await getAs(ctx, first.json<LoginResponse>().token, '/api/users/me')).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({ code: 'INVALID_LINK', message: TEXTS.auth.invalidSignInLink });
  });

  it('is worthless after a minute', async () => {
    const { code } = await impersonationLink();
    ctx.clock.advance(61_000);
    expect((await exchange(code)).statusCode).toBe(400);
  });

  it("ends with the operator's sign-out: a visit left open on a shared computer is not left usable", async () => {
    const { code, operatorToken } = await impersonationLink();
    const visit = (await exchange(code)).json<LoginResponse>().token;
    // Another operator session of the same super admin, elsewhere, with a visit of its own.
    const other = await impersonationLink();
    const otherVisit = (await exchange(other.code)).json<LoginResponse>().token;
    expect((await getAs(ctx, visit, '/api/admin/users')).statusCode).toBe(200);

    // Signing out of a visit ends that visit only.
    const visitOut = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(otherVisit) });
    expect(visitOut.statusCode).toBe(200);
    expect((await getAs(ctx, other.operatorToken, '/api/super-admin/tenants')).statusCode).toBe(200);

    const third = await impersonationLink();
    const thirdVisit = (await exchange(third.code)).json<LoginResponse>().token;
    const signedOut = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(operatorToken) });
    expect(signedOut.statusCode).toBe(200);
    expect((await getAs(ctx, visit, '/api/admin/users')).statusCode).toBe(401);
    // Every open visit of this super admin ends, whichever of their sessions opened it; their other
    // sessions stay signed in.
    expect((await getAs(ctx, thirdVisit, '/api/admin/users')).statusCode).toBe(401);
    expect((await getAs(ctx, other.operatorToken, '/api/super-admin/tenants')).statusCode).toBe(200);
  });

  it('never puts the code or the token in a log line, not even when the page is opened', async () => {
    const { code, token } = await impersonationLink();
    await ctx.app.inject({ method: 'GET', url: `/dashboard?super_admin_token=${code}`, headers: { accept: 'text/html' } });
    await exchange(code);
    const logs = logLines.join('\n');
    expect(logs).toContain('super_admin_token=[redacted]');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(token);
  });
});

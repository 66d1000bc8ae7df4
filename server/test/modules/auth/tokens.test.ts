import { createHmac, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@frontdesk/contracts/texts';
import { deriveKey } from '../../../src/platform/crypto';
import { TokenService } from '../../../src/platform/tokens';
import { addStaffUser, bearer, errorOf, getAs, loginOk, signUpCompany } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const MINUTE = 60 * 1000;
const me = (token: string) => getAs(ctx, token, '/api/users/me');

const b64 = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** Builds a JWT by hand, so a test can choose any header, claims and key. */
function craftJwt(header: Record<string, unknown>, payload: Record<string, unknown>, key?: Uint8Array): string {
  const signingInput = `${b64(header)}.${b64(payload)}`;
  if (!key) return `${signingInput}.`;
  const hash = header.alg === 'HS512' ? 'sha512' : header.alg === 'HS384' ? 'sha384' : 'sha256';
  return `${signingInput}.${b64(createHmac(hash, key).update(signingInput).digest())}`;
}

/** The key the app signs with: the same derivation as TokenService, from the test APP_SECRET. */
const appKey = () => new Uint8Array(deriveKey(ctx.config.appSecret, 'jwt-hs256'));

async function expectUnauthenticated(token: string, message: string = TEXTS.auth.sessionEnded) {
  const response = await me(token);
  expect(response.statusCode).toBe(401);
  expect(errorOf(response)).toEqual({ message, code: 'UNAUTHENTICATED' });
}

describe('bearer token', () => {
  it('is required', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/me' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ message: TEXTS.auth.authRequired, code: 'UNAUTHENTICATED' });
  });

  it('must come as a Bearer authorization header', async () => {
    const { token } = await signUpCompany(ctx);
    for (const authorization of [`Basic ${token}`, token, 'Bearer', `Bearer ${token} extra`]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } });
      expect(response.statusCode).toBe(401);
    }
    // The scheme is case-insensitive.
    const lower = await ctx.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `bearer ${token}` } });
    expect(lower.statusCode).toBe(200);
  });

  it('refuses malformed tokens', async () => {
    for (const garbage of ['not-a-jwt', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9..', '...']) await expectUnauthenticated(garbage);
  });

  it('refuses a token signed by another secret', async () => {
    const { token } = await signUpCompany(ctx);
    const claims = decodeJwt(token);
    const other = new TokenService('another-secret-that-is-long-enough-0123456789');
    const forged = await other.sign(
      { sub: String(claims.sub), sid: String(claims.sid), kind: 'user', cid: String(claims.cid) },
      new Date(ctx.clock.now().getTime() + 60 * MINUTE),
      ctx.clock.now(),
    );
    await expectUnauthenticated(forged);
  });

  it('accepts a hand-made HS256 token with the real key (control for the forgeries below)', async () => {
    const { token } = await signUpCompany(ctx);
    const crafted = craftJwt({ alg: 'HS256', typ: 'JWT' }, decodeJwt(token), appKey());
    expect((await me(crafted)).statusCode).toBe(200);
  });

  it('refuses alg none', async () => {
    const { token } = await signUpCompany(ctx);
    const claims = decodeJwt(token);
    await expectUnauthenticated(craftJwt({ alg: 'none', typ: 'JWT' }, claims));
    await expectUnauthenticated(`${craftJwt({ alg: 'none', typ: 'JWT' }, claims)}${b64(randomBytes(32))}`);
  });

  it('refuses HS512, whether signed with a random key or the real one', async () => {
    const { token } = await signUpCompany(ctx);
    const claims = decodeJwt(token);
    await expectUnauthenticated(craftJwt({ alg: 'HS512', typ: 'JWT' }, claims, randomBytes(64)));
    await expectUnauthenticated(craftJwt({ alg: 'HS512', typ: 'JWT' }, claims, appKey()));
  });

  it('refuses a real-key token whose claims were altered or whose issuer is wrong', async () => {
    const { token, user } = await signUpCompany(ctx);
    const other = await signUpCompany(ctx);
    const claims = decodeJwt(token);
    // Changing the signed payload breaks the signature.
    const [header, , signature] = token.split('.');
    await expectUnauthenticated(`${header}.${b64({ ...claims, cid: other.user.companyId })}.${signature}`);
    // Even correctly signed, a token must name this issuer and audience, and match its session.
    await expectUnauthenticated(craftJwt({ alg: 'HS256' }, { ...claims, iss: 'someone-else' }, appKey()));
    await expectUnauthenticated(craftJwt({ alg: 'HS256' }, { ...claims, aud: 'another-api' }, appKey()));
    await expectUnauthenticated(craftJwt({ alg: 'HS256' }, { ...claims, sub: other.user.id }, appKey()));
    await expectUnauthenticated(craftJwt({ alg: 'HS256' }, { ...claims, kind: 'super_admin' }, appKey()));
    expect(user.id).not.toBe(other.user.id);
  });

  it('binds the token to the owner of its session, even within one company', async () => {
    const admin = await signUpCompany(ctx);
    const staff = await addStaffUser(ctx, admin.token);
    // A staff member's session presented as the admin: signed with the real key, still refused.
    const claims = decodeJwt(staff.token);
    await expectUnauthenticated(craftJwt({ alg: 'HS256' }, { ...claims, sub: admin.user.id }, appKey()));
    expect((await me(staff.token)).json<{ user: { id: string } }>().user.id).toBe(staff.user.id);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: the token no longer works', async () => {
    const { token } = await signUpCompany(ctx);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: TEXTS.auth.loggedOut });
    await expectUnauthenticated(token);
  });

  it('ends only that session', async () => {
    const first = await signUpCompany(ctx);
    const second = await loginOk(ctx, first.email);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first.token) });
    expect((await me(second.token)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});

describe('session lifetime', () => {
  it('expires after 15 minutes without activity with SESSION_EXPIRED and the spec text', async () => {
    const { token } = await signUpCompany(ctx);
    ctx.clock.advance(15 * MINUTE + 1000);
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ message: TEXTS.auth.sessionExpired, code: 'SESSION_EXPIRED' });
    // The idle session is over for good, even if used again at once.
    await expectUnauthenticated(token);
  });

  it('stays alive past 15 minutes while there is activity every 10 minutes', async () => {
    const { token } = await signUpCompany(ctx);
    for (let step = 1; step <= 4; step += 1) {
      ctx.clock.advance(10 * MINUTE);
      expect((await me(token)).statusCode).toBe(200);
    }
    // 40 minutes in; 15 idle minutes still end it.
    ctx.clock.advance(15 * MINUTE + 1000);
    expect(errorOf(await me(token)).code).toBe('SESSION_EXPIRED');
  });

  it('ends after 12 hours even with constant activity', async () => {
    const { token } = await signUpCompany(ctx);
    for (let elapsed = 10; elapsed < 12 * 60; elapsed += 10) {
      ctx.clock.advance(10 * MINUTE);
      const response = await me(token);
      if (response.statusCode !== 200) throw new Error(`session ended early at ${elapsed} min: ${response.body}`);
    }
    // 11 h 50 min in and still valid; 10 minutes more passes the 12-hour lifetime.
    ctx.clock.advance(10 * MINUTE + 1000);
    await expectUnauthenticated(token);
  });

  it('refuses an expired JWT outright', async () => {
    const { token } = await signUpCompany(ctx);
    ctx.clock.advance(12 * 60 * MINUTE + 1000);
    await expectUnauthenticated(token);
  });
});

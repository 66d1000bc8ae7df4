import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../support/accounts';
import { createTestApp, type TestContext } from '../support/test-app';

const apps: TestContext[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));
async function appWith(env: Record<string, string>) {
  const ctx = await createTestApp(env);
  apps.push(ctx);
  return ctx;
}

describe('security headers follow the scheme of PUBLIC_URL', () => {
  it('sends neither HSTS nor upgrade-insecure-requests over plain HTTP, so the app works on any host', async () => {
    const ctx = await appWith({ PUBLIC_URL: 'http://frontdesk.lan:3000' });
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends both when the product is served over https', async () => {
    const ctx = await appWith({ PUBLIC_URL: 'https://desk.example.com' });
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('client addresses behind a proxy (TRUST_PROXY)', () => {
  it('takes the address the trusted proxy saw, so a forged X-Forwarded-For cannot dodge a per-address limit', async () => {
    const ctx = await appWith({ TRUST_PROXY: '1' });
    const attempt = (forged: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail('spray'), password: 'wrong-password-123' },
        remoteAddress: '10.0.0.2',
        // The client sent the first address; the proxy appended the one it saw.
        headers: { 'x-forwarded-for': `${forged}, 203.0.113.99` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await attempt(`198.18.0.${i}`)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('believes only the listed proxy addresses', async () => {
    const ctx = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
    const attempt = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail('spray'), password: 'wrong-password-123' },
        remoteAddress,
        headers: { 'x-forwarded-for': '192.0.2.1' },
      });
    // From an address that is not a listed proxy the header is ignored: that address is counted.
    for (let i = 0; i < 30; i += 1) expect((await attempt('203.0.113.7')).statusCode).toBe(401);
    expect((await attempt('203.0.113.7')).statusCode).toBe(429);
    // Through a listed proxy the forwarded address is counted, and it is a fresh one.
    expect((await attempt('10.1.2.3')).statusCode).toBe(401);
  });
});

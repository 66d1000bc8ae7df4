import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_PERMISSIONS, type PagePermission } from '@frontdesk/contracts/permissions';
import { TEXTS } from '@frontdesk/contracts/texts';
import { authHook } from '../../src/platform/auth-hook';
import { registerErrorHandler } from '../../src/platform/error-handler';
import type { Principal } from '../../src/platform/principal';

/** A bare Fastify with only the access hook, and a resolver that knows two fixed tokens. */
function principal(overrides: Partial<Principal>): Principal {
  return {
    sessionId: 's1',
    kind: 'user',
    actorId: 'u1',
    companyId: 'company-abc123',
    role: 'user',
    isSuperAdmin: false,
    impersonatedBy: null,
    permissions: ['dashboard', 'profile'] satisfies PagePermission[],
    mustChangePassword: false,
    ...overrides,
  };
}

const PRINCIPALS: Record<string, Principal> = {
  staff: principal({}),
  admin: principal({ role: 'admin', permissions: PAGE_PERMISSIONS }),
  operator: principal({
    kind: 'super_admin',
    companyId: null,
    role: 'super_admin',
    isSuperAdmin: true,
    permissions: PAGE_PERMISSIONS,
  }),
};

let app: FastifyInstance;
afterEach(() => app.close());

async function bareApp(): Promise<FastifyInstance> {
  const instance = Fastify();
  registerErrorHandler(instance);
  await instance.register(authHook, {
    resolvePrincipal: async (token) => {
      const found = PRINCIPALS[token];
      if (!found) throw new Error('unknown token');
      return found;
    },
  });
  return instance;
}

describe('authHook', () => {
  it('refuses to register an /api route that does not declare its access', async () => {
    app = await bareApp();
    expect(() => app.get('/api/undeclared', async () => ({ ok: true }))).toThrow(/does not declare its access/);
    // Routes outside /api (health, static files) need no declaration.
    expect(() => app.get('/healthz', async () => ({ ok: true }))).not.toThrow();
  });

  it('enforces each kind of access', async () => {
    app = await bareApp();
    app.get('/api/public', { config: { access: { public: true } } }, async () => ({ ok: true }));
    app.get('/api/anyone', { config: { access: { authenticated: true } } }, async () => ({ ok: true }));
    app.get('/api/billing', { config: { access: { company: 'billing' } } }, async () => ({ ok: true }));
    app.get('/api/member', { config: { access: { company: 'any' } } }, async () => ({ ok: true }));
    app.get('/api/operator', { config: { access: { superAdmin: true } } }, async () => ({ ok: true }));
    await app.ready();

    const call = async (url: string, token?: string) =>
      (await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })).statusCode;

    expect(await call('/api/public')).toBe(200);
    expect(await call('/api/anyone')).toBe(401);
    expect(await call('/api/anyone', 'staff')).toBe(200);
    expect(await call('/api/billing', 'staff')).toBe(403);
    expect(await call('/api/billing', 'admin')).toBe(200);
    expect(await call('/api/member', 'staff')).toBe(200);
    // A super admin on its own has no company to act in.
    expect(await call('/api/member', 'operator')).toBe(403);
    expect(await call('/api/operator', 'admin')).toBe(403);
    expect(await call('/api/operator', 'operator')).toBe(200);

    const refused = await app.inject({ method: 'GET', url: '/api/operator', headers: { authorization: 'Bearer admin' } });
    expect(refused.json()).toEqual({ message: TEXTS.auth.superAdminOnly, code: 'FORBIDDEN' });
  });
});

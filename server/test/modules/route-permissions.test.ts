import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_PERMISSIONS, PAGE_PERMISSIONS, type PagePermission } from '@frontdesk/contracts/permissions';
import type { RouteAccess } from '../../src/platform/auth-hook';
import { addStaffUser, bearer, sendAs, signUpCompany, superAdminToken } from '../support/accounts';
import { createTestApp, type TestContext } from '../support/test-app';

/**
 * The route × permission table: every /api route the app registers, tried by a caller who lacks
 * what it declares (403) and by one who holds it (anything but 401 and 403).
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signUpCompany>>;
let staff: Awaited<ReturnType<typeof addStaffUser>>;
let operator: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signUpCompany(ctx);
  staff = await addStaffUser(ctx, admin.token);
  operator = await superAdminToken(ctx);
});
afterAll(() => ctx.close());

/** A concrete address for a route: path parameters get values that name nothing. */
const addressOf = (url: string) => url.replace(/:companyId/g, 'company-nosuchcompany').replace(/:[A-Za-z]+/g, 'nothing-here');

function call(route: RouteAccess, token: string) {
  return ctx.app.inject({
    method: route.method as 'GET',
    url: addressOf(route.url),
    headers: bearer(token),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

const companyRoutes = () =>
  ctx.app.routeAccess.flatMap((route) =>
    'company' in route.access && typeof route.access.company !== 'string'
      ? [{ route, needs: route.access.company as readonly PagePermission[] }]
      : 'company' in route.access && route.access.company !== 'any'
        ? [{ route, needs: [route.access.company as PagePermission] }]
        : [],
  );

async function setStaffPermissions(pages: Partial<Record<PagePermission, boolean>>) {
  const saved = await sendAs(ctx, admin.token, 'POST', '/api/admin/set-permissions', { [staff.user.id]: pages });
  if (saved.statusCode !== 200) throw new Error(`set-permissions failed: ${saved.body}`);
}

describe('every /api route', () => {
  it('declares its access (the table is not empty and names the spec paths)', () => {
    const urls = ctx.app.routeAccess.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/admin/set-permissions',
        'PUT /api/super-admin/tenants/:companyId/status',
        'GET /api/company/messages',
        'PUT /api/auth/terms',
      ]),
    );
  });

  it("named after a page is served to a member granted that page's permission", () => {
    // Billing's profile and portal are its payment settings, a permission of their own.
    const misnamed = companyRoutes()
      .filter(({ needs }) => !needs.includes('payment-settings'))
      .flatMap(({ route, needs }) =>
        PAGE_PERMISSIONS.filter((page) => route.url.endsWith(`/${page}`) && !needs.includes(page)).map(
          (page) => `${route.method} ${route.url} needs ${needs.join('|')}, not ${page}`,
        ),
      );
    expect(misnamed).toEqual([]);
  });

  it('needing a page permission is refused without it and served with it', async () => {
    const routes = companyRoutes().filter(({ needs }) => !needs.some((page) => DEFAULT_USER_PERMISSIONS.includes(page)));
    expect(routes.length).toBeGreaterThan(20);
    for (const { route, needs } of routes) {
      const without = await call(route, staff.token);
      expect(without.statusCode, `${route.method} ${route.url} without ${needs.join('|')}`).toBe(403);
      await setStaffPermissions({ [needs[0] as PagePermission]: true });
      const withIt = await call(route, staff.token);
      expect([401, 403], `${route.method} ${route.url} with ${needs[0]}: ${withIt.body}`).not.toContain(withIt.statusCode);
      await setStaffPermissions({ [needs[0] as PagePermission]: false });
    }
  });

  it("needing any page permission is served to a member granted 'admin': full access (document 001)", async () => {
    await setStaffPermissions({ admin: true });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/my-permissions', headers: bearer(staff.token) })).json(),
    ).toEqual({
      permissions: [...PAGE_PERMISSIONS],
    });
    for (const { route } of companyRoutes()) {
      const served = await call(route, staff.token);
      expect([401, 403], `${route.method} ${route.url} with admin: ${served.body}`).not.toContain(served.statusCode);
    }
    await setStaffPermissions({ admin: false });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/company/messages', headers: bearer(staff.token) })).statusCode).toBe(
      403,
    );
  });

  it('for the operator only is refused to a company admin and served to the operator', async () => {
    const routes = ctx.app.routeAccess.filter((route) => 'superAdmin' in route.access);
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) {
      expect((await call(route, admin.token)).statusCode, `${route.method} ${route.url} as a company admin`).toBe(403);
      const asOperator = await call(route, operator);
      expect([401, 403], `${route.method} ${route.url} as the operator: ${asOperator.body}`).not.toContain(asOperator.statusCode);
    }
  });

  it('that is not public refuses a caller without a token', async () => {
    for (const route of ctx.app.routeAccess.filter((entry) => !('public' in entry.access))) {
      const response = await ctx.app.inject({ method: route.method as 'GET', url: addressOf(route.url) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@frontdesk/contracts/admin-users';
import type { AuthUser } from '@frontdesk/contracts/auth';
import { addStaffUser, bearer, getAs, signUpCompany } from '../support/accounts';
import { createTestApp, type TestContext } from '../support/test-app';

/**
 * Two companies side by side: nothing of B may be reachable with A's token. Every endpoint that
 * takes an id is tried with B's ids; the answers must be the ones an unknown id gets.
 */
let ctx: TestContext;
let a: Awaited<ReturnType<typeof signUpCompany>>;
let b: Awaited<ReturnType<typeof signUpCompany>>;
let bStaff: Awaited<ReturnType<typeof addStaffUser>>;

beforeAll(async () => {
  ctx = await createTestApp();
  a = await signUpCompany(ctx, { companyName: 'Company A' });
  await addStaffUser(ctx, a.token);
  b = await signUpCompany(ctx, { companyName: 'Company B' });
  bStaff = await addStaffUser(ctx, b.token);
});
afterAll(() => ctx.close());

describe("company A's token", () => {
  it("lists only A's users", async () => {
    const { users } = (await getAs(ctx, a.token, '/api/admin/users')).json<{ users: AdminUser[] }>();
    expect(users).toHaveLength(2);
    const emails = users.map((user) => user.email);
    expect(emails).toContain(a.email);
    expect(emails).not.toContain(b.email);
    expect(emails).not.toContain(bStaff.email);
  });

  it("cannot read B's slug", async () => {
    const response = await getAs(ctx, a.token, `/api/company/slug/${b.user.companyId}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(b.user.companySlug ?? 'never');
  });

  it("cannot change the permissions of B's users", async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/set-permissions',
      headers: bearer(a.token),
      payload: { [bStaff.user.id]: { admin: true } },
    });
    expect(response.statusCode).toBe(404);
    expect((await getAs(ctx, bStaff.token, '/api/admin/users')).statusCode).toBe(403);
  });

  it('always acts as A, whatever the request names', async () => {
    const me = await getAs(ctx, a.token, `/api/users/me?companyId=${b.user.companyId}`);
    expect(me.json<{ user: AuthUser }>().user.companyId).toBe(a.user.companyId);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/create-user',
      headers: bearer(a.token),
      payload: { name: 'Planted', email: 'planted@example.com', password: 'long-enough-1', companyId: b.user.companyId },
    });
    expect(created.statusCode).toBe(201);
    const { users } = (await getAs(ctx, b.token, '/api/admin/users')).json<{ users: AdminUser[] }>();
    expect(users.map((user) => user.email)).not.toContain('planted@example.com');
  });

  it("sees B's own view unchanged", async () => {
    const { users } = (await getAs(ctx, b.token, '/api/admin/users')).json<{ users: AdminUser[] }>();
    expect(users.map((user) => user.email).sort()).toEqual([b.email, bStaff.email].sort());
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@frontdesk/contracts/admin-users';
import { PAGE_PERMISSIONS } from '@frontdesk/contracts/permissions';
import { TEXTS } from '@frontdesk/contracts/texts';
import { userPermissions } from '../../../src/db/schema/users';
import { addStaffUser, bearer, errorOf, getAs, loginOk, PASSWORD, signUpCompany, uniqueEmail } from '../../support/accounts';
import { createTestApp, SUPER_ADMIN, type TestContext } from '../../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const listUsers = async (token: string) => getAs(ctx, token, '/api/admin/users');
const createUser = (token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/create-user', headers: bearer(token), payload });
const setPermissions = (token: string, payload: Record<string, Record<string, boolean>>) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/set-permissions', headers: bearer(token), payload });
const grantedTo = (user: AdminUser | undefined) =>
  user?.permissions.filter((entry) => entry.canAccess).map((entry) => entry.page);

async function storedPermissions(userId: string): Promise<string[]> {
  const rows = await ctx.database.db.select().from(userPermissions).where(eq(userPermissions.userId, userId));
  return rows.map((row) => row.permission).sort();
}

describe('POST /api/admin/create-user', () => {
  it('adds a staff member who can sign in at once with the default permissions', async () => {
    const admin = await signUpCompany(ctx);
    const email = uniqueEmail('staff');
    const response = await createUser(admin.token, { name: 'Grace', lastname: 'Hopper', email, password: PASSWORD });
    expect(response.statusCode).toBe(201);
    const { message, user } = response.json<{ message: string; user: AdminUser }>();
    expect(message).toBe(TEXTS.admin.userCreated);
    expect(user).toMatchObject({ email, name: 'Grace', lastname: 'Hopper', role: 'user' });
    expect(user.permissions).toHaveLength(19);
    expect(grantedTo(user)).toEqual(['dashboard', 'profile']);

    const session = await loginOk(ctx, email);
    expect(session.user).toMatchObject({
      id: user.id,
      role: 'user',
      companyId: admin.user.companyId,
      permissions: ['dashboard', 'profile'],
    });
  });

  it('refuses an address that is already in use with 409', async () => {
    const admin = await signUpCompany(ctx);
    const other = await signUpCompany(ctx);
    const response = await createUser(admin.token, { name: 'Dup', email: other.email, password: PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: 'CONFLICT', message: TEXTS.auth.emailTaken });
    // The platform operator's address too: its reset mails would otherwise go to them for a company account.
    const operator = await createUser(admin.token, { name: 'Root', email: SUPER_ADMIN.email, password: PASSWORD });
    expect(operator.statusCode).toBe(409);
    expect(errorOf(operator)).toMatchObject({ code: 'CONFLICT', message: TEXTS.auth.emailTaken });
  });

  it('validates the fields', async () => {
    const admin = await signUpCompany(ctx);
    const response = await createUser(admin.token, { name: '', email: 'bad', password: 'short' });
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = errorOf(response).details as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(fieldErrors).sort()).toEqual(['email', 'name', 'password']);
  });

  it('is refused to a staff member without the admin permission', async () => {
    const admin = await signUpCompany(ctx);
    const staff = await addStaffUser(ctx, admin.token);
    const email = uniqueEmail('sneaky');
    const response = await createUser(staff.token, { name: 'Sneaky', email, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/admin/users', () => {
  it("lists the company's users with every page and whether they may open it", async () => {
    const admin = await signUpCompany(ctx);
    const staff = await addStaffUser(ctx, admin.token);
    const response = await listUsers(admin.token);
    expect(response.statusCode).toBe(200);
    const { users } = response.json<{ users: AdminUser[] }>();
    expect(users.map((user) => user.id).sort()).toEqual([admin.user.id, staff.user.id].sort());
    const adminRow = users.find((user) => user.id === admin.user.id);
    expect(adminRow?.permissions.map((entry) => entry.page)).toEqual([...PAGE_PERMISSIONS]);
    expect(grantedTo(adminRow)).toEqual([...PAGE_PERMISSIONS]);
    expect(grantedTo(users.find((user) => user.id === staff.user.id))).toEqual(['dashboard', 'profile']);
  });

  it('answers an ordinary user with 403 and the spec text', async () => {
    const admin = await signUpCompany(ctx);
    const staff = await addStaffUser(ctx, admin.token);
    const response = await listUsers(staff.token);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({ message: TEXTS.auth.forbidden, code: 'FORBIDDEN' });
  });

  it('needs a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/set-permissions', () => {
  it('grants and revokes pages, and the server enforces them on the next request', async () => {
    const admin = await signUpCompany(ctx);
    const staff = await addStaffUser(ctx, admin.token);
    expect((await listUsers(staff.token)).statusCode).toBe(403);

    const granted = await setPermissions(admin.token, { [staff.user.id]: { admin: true, billing: true } });
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ message: TEXTS.admin.permissionsUpdated });
    expect((await listUsers(staff.token)).statusCode).toBe(200);
    // Granting admin is full access (document 001): every page.
    expect((await getAs(ctx, staff.token, '/api/users/my-permissions')).json()).toEqual({
      permissions: [...PAGE_PERMISSIONS],
    });

    // Pages left out keep their value; false takes one away.
    expect((await setPermissions(admin.token, { [staff.user.id]: { admin: false } })).statusCode).toBe(200);
    expect((await listUsers(staff.token)).statusCode).toBe(403);
    expect(await storedPermissions(staff.user.id)).toEqual(['billing', 'dashboard', 'profile']);
  });

  it("refuses to take a page away from the company's admin account with 409, naming it, and applies nothing", async () => {
    const admin = await signUpCompany(ctx);
    const staff = await addStaffUser(ctx, admin.token);
    const ownerAccess = async () =>
      grantedTo((await listUsers(admin.token)).json<{ users: AdminUser[] }>().users.find((user) => user.id === admin.user.id));

    for (const pages of [{ admin: false }, { billing: false }] as Record<string, boolean>[]) {
      const response = await setPermissions(admin.token, { [staff.user.id]: { billing: true }, [admin.user.id]: pages });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({ message: TEXTS.admin.ownerAccessFixed(admin.user.email), code: 'CONFLICT' });
    }
    expect(await storedPermissions(staff.user.id)).toEqual(['dashboard', 'profile']);
    expect(await ownerAccess()).toEqual([...PAGE_PERMISSIONS]);
    expect((await listUsers(admin.token)).statusCode).toBe(200);

    // Ticks the admin account already has are no change, and do not stand in the way of the others.
    const saved = await setPermissions(admin.token, { [staff.user.id]: { billing: true }, [admin.user.id]: { admin: true } });
    expect(saved.statusCode).toBe(200);
    expect(await storedPermissions(staff.user.id)).toEqual(['billing', 'dashboard', 'profile']);
  });

  it('answers 404 for a user of another company and applies nothing of the request', async () => {
    const admin = await signUpCompany(ctx);
    const staff = await addStaffUser(ctx, admin.token);
    const otherAdmin = await signUpCompany(ctx);
    const outsider = await addStaffUser(ctx, otherAdmin.token);

    const response = await setPermissions(admin.token, {
      [staff.user.id]: { admin: true, dashboard: false },
      [outsider.user.id]: { admin: true },
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ message: TEXTS.admin.unknownUser, code: 'NOT_FOUND' });
    expect(await storedPermissions(staff.user.id)).toEqual(['dashboard', 'profile']);
    expect(await storedPermissions(outsider.user.id)).toEqual(['dashboard', 'profile']);
    expect((await listUsers(outsider.token)).statusCode).toBe(403);
  });

  it('answers an unknown user id like another company’s', async () => {
    const admin = await signUpCompany(ctx);
    const response = await setPermissions(admin.token, { 'no-such-user': { admin: true } });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe(TEXTS.admin.unknownUser);
  });

  it('refuses an unknown page name', async () => {
    const admin = await signUpCompany(ctx);
    const staff = await addStaffUser(ctx, admin.token);
    const response = await setPermissions(admin.token, { [staff.user.id]: { 'super-powers': true } });
    expect(response.statusCode).toBe(400);
    expect(await storedPermissions(staff.user.id)).toEqual(['dashboard', 'profile']);
  });

  it('is refused to an ordinary user, even for themselves', async () => {
    const admin = await signUpCompany(ctx);
    const staff = await addStaffUser(ctx, admin.token);
    const response = await setPermissions(staff.token, { [staff.user.id]: { admin: true } });
    expect(response.statusCode).toBe(403);
    expect(await storedPermissions(staff.user.id)).toEqual(['dashboard', 'profile']);
  });
});

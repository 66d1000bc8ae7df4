import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResponse } from '@frontdesk/contracts/auth';
import type { ImpersonateResponse } from '@frontdesk/contracts/super-admin';
import { TEXTS } from '@frontdesk/contracts/texts';
import type { DatabaseHandle } from '../../../src/db/client';
import { auditLog } from '../../../src/db/schema/platform';
import { superAdmins } from '../../../src/db/schema/users';
import { bearer, errorOf, getAs, signUpCompany, uniqueIp } from '../../support/accounts';
import { createTestDatabase } from '../../support/database';
import { startTestInstance, type TestContext } from '../../support/test-app';

// The super admin comes from SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD, obeyed at every start:
// each restart here is a new app on the same database, as a redeployment with a changed setting.
const FIRST = { email: 'operator@frontdesk.test', password: 'first-operator-password' };
const ROTATED = { email: FIRST.email, password: 'rotated-operator-password' };
const SUCCESSOR = { email: 'successor@frontdesk.test', password: 'successor-operator-password' };

let database: DatabaseHandle;
let drop: () => Promise<void>;
let ctx: TestContext | undefined;

beforeAll(async () => {
  ({ handle: database, drop } = await createTestDatabase());
});
afterAll(async () => {
  await ctx?.close();
  await drop();
  vi.useRealTimers();
});

/** Stops the running instance (if any) and starts one configured with these credentials. */
async function restartWith(credentials: { email: string; password: string }): Promise<TestContext> {
  await ctx?.close();
  ctx = await startTestInstance(database, {
    SUPER_ADMIN_EMAIL: credentials.email,
    SUPER_ADMIN_PASSWORD: credentials.password,
  });
  return ctx;
}

const superLogin = (app: TestContext, credentials: { email: string; password: string }) =>
  app.app.inject({ method: 'POST', url: '/api/super-admin/login', payload: credentials, remoteAddress: uniqueIp() });

async function superToken(app: TestContext, credentials: { email: string; password: string }): Promise<string> {
  const response = await superLogin(app, credentials);
  if (response.statusCode !== 200) throw new Error(`super admin login failed: ${response.body}`);
  return response.json<LoginResponse>().token;
}

const auditOf = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

async function storedHash(email: string): Promise<string | undefined> {
  const [row] = await database.db.select().from(superAdmins).where(eq(superAdmins.email, email));
  return row?.passwordHash;
}

function expectInvalidCredentials(response: Awaited<ReturnType<typeof superLogin>>) {
  expect(response.statusCode).toBe(401);
  expect(errorOf(response)).toEqual({ message: TEXTS.auth.invalidCredentials, code: 'INVALID_CREDENTIALS' });
}

describe('the configured super admin across restarts', () => {
  let companyId: string;
  let before: { operator: string; visit: string };

  it('is created at the first start and signs in with the configured password', async () => {
    const app = await restartWith(FIRST);
    const operator = await superToken(app, FIRST);
    companyId = (await signUpCompany(app)).user.companyId ?? '';
    const visit = await app.app.inject({
      method: 'POST',
      url: `/api/super-admin/tenants/${companyId}/impersonate`,
      headers: bearer(operator),
    });
    expect(visit.statusCode).toBe(200);
    before = { operator, visit: visit.json<ImpersonateResponse>().token };
    expect((await getAs(app, before.operator, '/api/users/me')).statusCode).toBe(200);
    expect((await getAs(app, before.visit, '/api/users/me')).statusCode).toBe(200);
  });

  it('a restart with the same password changes nothing: no new hash, sessions go on, nothing recorded', async () => {
    const hash = await storedHash(FIRST.email);
    const app = await restartWith(FIRST);
    expect(await storedHash(FIRST.email)).toBe(hash);
    expect((await getAs(app, before.operator, '/api/users/me')).statusCode).toBe(200);
    expect(await auditOf('super_admin.password_changed')).toHaveLength(0);
  });

  it('a restart with a new password refuses the old one, accepts the new one and ends the sessions of before', async () => {
    const app = await restartWith(ROTATED);
    expectInvalidCredentials(await superLogin(app, FIRST));
    expect((await superLogin(app, ROTATED)).statusCode).toBe(200);

    for (const token of [before.operator, before.visit]) {
      const me = await getAs(app, token, '/api/users/me');
      expect(me.statusCode).toBe(401);
      expect(errorOf(me).message).toBe(TEXTS.auth.sessionEnded);
    }

    const [entry, ...more] = await auditOf('super_admin.password_changed');
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ actorType: 'system', details: { email: FIRST.email, sessionsEnded: 2 } });
    expect(entry?.details).not.toHaveProperty('enabledAgain');
  });

  it('the new hash is kept on the next start (argon2id, verified, not rehashed)', async () => {
    const hash = await storedHash(ROTATED.email);
    expect(hash).toMatch(/^\$argon2id\$/);
    const app = await restartWith(ROTATED);
    expect(await storedHash(ROTATED.email)).toBe(hash);
    expect((await superLogin(app, ROTATED)).statusCode).toBe(200);
    expect(await auditOf('super_admin.password_changed')).toHaveLength(1);
  });

  it('another configured e-mail is the super admin from then on: the old one is disabled and signed out', async () => {
    const app0 = await restartWith(ROTATED);
    const old = await superToken(app0, ROTATED);

    const app = await restartWith(SUCCESSOR);
    const refused = await superLogin(app, ROTATED);
    expectInvalidCredentials(refused);
    // Refused exactly like an address that never was a super admin.
    expect(refused.body).toBe((await superLogin(app, { email: 'nobody@frontdesk.test', password: ROTATED.password })).body);
    const me = await getAs(app, old, '/api/users/me');
    expect(me.statusCode).toBe(401);
    expect(errorOf(me).message).toBe(TEXTS.auth.sessionEnded);

    const successor = await superToken(app, SUCCESSOR);
    expect((await getAs(app, successor, '/api/users/me')).statusCode).toBe(200);

    const disabled = await auditOf('super_admin.disabled');
    expect(disabled).toHaveLength(1);
    expect(disabled[0]).toMatchObject({
      actorType: 'system',
      details: { email: ROTATED.email, configuredEmail: SUCCESSOR.email },
    });
    // The one above and those of the earlier tests' sign-ins.
    expect(disabled[0]?.details.sessionsEnded).toBeGreaterThanOrEqual(1);
    // The row stays, so the audit log still names who did what before.
    expect(await storedHash(ROTATED.email)).toMatch(/^disabled:/);
  });

  it('a disabled super admin stays disabled across restarts, recorded once', async () => {
    const app = await restartWith(SUCCESSOR);
    expectInvalidCredentials(await superLogin(app, ROTATED));
    expect(await auditOf('super_admin.disabled')).toHaveLength(1);
  });

  it('configuring the old e-mail again brings it back with the configured password and disables the other', async () => {
    const app0 = await restartWith(SUCCESSOR);
    const successor = await superToken(app0, SUCCESSOR);

    const app = await restartWith(FIRST);
    expect((await superLogin(app, FIRST)).statusCode).toBe(200);
    expectInvalidCredentials(await superLogin(app, ROTATED));
    expectInvalidCredentials(await superLogin(app, SUCCESSOR));
    expect((await getAs(app, successor, '/api/users/me')).statusCode).toBe(401);

    const changed = await auditOf('super_admin.password_changed');
    expect(changed.at(-1)).toMatchObject({ details: { email: FIRST.email, enabledAgain: true, sessionsEnded: 0 } });
    expect(await auditOf('super_admin.disabled')).toHaveLength(2);
  });

  it('instances starting at once with a new password change it once', async () => {
    await ctx?.close();
    ctx = undefined;
    const next = { email: FIRST.email, password: 'next-operator-password' };
    const env = { SUPER_ADMIN_EMAIL: next.email, SUPER_ADMIN_PASSWORD: next.password };
    const recorded = (await auditOf('super_admin.password_changed')).length;
    const instances = await Promise.all([startTestInstance(database, env), startTestInstance(database, env)]);
    try {
      for (const instance of instances) {
        expect((await superLogin(instance, next)).statusCode).toBe(200);
        expectInvalidCredentials(await superLogin(instance, FIRST));
      }
      expect(await auditOf('super_admin.password_changed')).toHaveLength(recorded + 1);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});

describe('a session the disabling did not find', () => {
  it('ends with the account: a disabled super admin is refused on every request, company visits included', async () => {
    const app = await restartWith(FIRST);
    const operator = await superToken(app, FIRST);
    const company = await signUpCompany(app);
    const visit = (
      await app.app.inject({
        method: 'POST',
        url: `/api/super-admin/tenants/${company.user.companyId ?? ''}/impersonate`,
        headers: bearer(operator),
      })
    ).json<ImpersonateResponse>();
    expect((await getAs(app, operator, '/api/users/me')).statusCode).toBe(200);
    expect((await getAs(app, visit.token, '/api/company/information')).statusCode).toBe(200);
    // As if a sign-in had made these sessions just after another start disabled the account.
    await database.db.update(superAdmins).set({ passwordHash: 'disabled:race' }).where(eq(superAdmins.email, FIRST.email));
    expect((await getAs(app, operator, '/api/users/me')).statusCode).toBe(401);
    expect((await getAs(app, operator, '/api/super-admin/tenants')).statusCode).toBe(401);
    expect((await getAs(app, visit.token, '/api/company/information')).statusCode).toBe(401);
  });
});

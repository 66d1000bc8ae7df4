import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@frontdesk/contracts/texts';
import { addStaffUser, errorOf, getAs, signUpCompany } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/company/slug/:companyId', () => {
  it("returns the caller's own company slug", async () => {
    const session = await signUpCompany(ctx, { companyName: 'Slug Testers Inc.' });
    const response = await getAs(ctx, session.token, `/api/company/slug/${session.user.companyId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { slug: session.user.companySlug } });
    expect(session.user.companySlug).toMatch(/^slug-testers-inc/);
  });

  it('is open to any member of the company, not only admins', async () => {
    const admin = await signUpCompany(ctx);
    const staff = await addStaffUser(ctx, admin.token);
    const response = await getAs(ctx, staff.token, `/api/company/slug/${admin.user.companyId}`);
    expect(response.json()).toEqual({ data: { slug: admin.user.companySlug } });
  });

  it("answers another company's id exactly like an unknown id", async () => {
    const mine = await signUpCompany(ctx);
    const theirs = await signUpCompany(ctx);
    const other = await getAs(ctx, mine.token, `/api/company/slug/${theirs.user.companyId}`);
    const unknown = await getAs(ctx, mine.token, '/api/company/slug/company-doesnotexist');
    expect(other.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(other)).toEqual({ message: TEXTS.superAdmin.companyNotFound, code: 'NOT_FOUND' });
    expect(other.body).toBe(unknown.body);
    expect(other.body).not.toContain(theirs.user.companySlug ?? 'never');
  });

  it('needs a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/company/slug/company-abc123' })).statusCode).toBe(401);
  });
});

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELDS } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { companies } from '../../../src/db/schema/companies';
import { users } from '../../../src/db/schema/users';
import { bearer, errorOf, register, registration, signUpCompany, uniqueEmail } from '../../support/accounts';
import { createTestApp, SUPER_ADMIN, type TestContext } from '../../support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

async function userByEmail(email: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function companiesNamed(name: string) {
  return ctx.database.db.select().from(companies).where(eq(companies.name, name));
}

describe('POST /api/auth/register', () => {
  it('creates the company and its admin and answers 201 with the spec message', async () => {
    const body = registration({ companyName: uniqueName('Analytical Engines'), companyDescription: 'We compute things' });
    const response = await register(ctx, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: TEXTS.auth.registrationSuccess });

    const user = await userByEmail(body.email);
    expect(user).toMatchObject({ role: 'admin', name: 'Ada', lastname: 'Lovelace', emailVerifiedAt: null });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [company] = await companiesNamed(body.companyName);
    expect(company?.id).toMatch(/^company-[a-z0-9]+$/);
    expect(company).toMatchObject({
      id: user?.companyId,
      companyType: 'general',
      description: 'We compute things',
      isBlocked: false,
    });
  });

  it('makes the description given at sign-up the first knowledge entry, editable like any other', async () => {
    const described = await signUpCompany(ctx, {
      companyName: 'Harbour Pottery',
      companyDescription: '  Hand-thrown mugs and bowls; classes on Saturdays.  ',
    });
    const entries = async (token: string): Promise<{ id: string; companyTitle: string; definition: string }[]> =>
      (await ctx.app.inject({ method: 'GET', url: '/api/company/information', headers: bearer(token) })).json().entries;
    const [first, ...rest] = await entries(described.token);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      companyTitle: 'About Harbour Pottery',
      definition: 'Hand-thrown mugs and bowls; classes on Saturdays.',
    });
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/company/info/${first?.id ?? ''}`,
      headers: bearer(described.token),
      payload: { companyTitle: 'About us', definition: 'Hand-thrown mugs and bowls.' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await entries(described.token))[0]).toMatchObject({ companyTitle: 'About us' });
    // Without a description there is nothing to learn yet.
    const silent = await signUpCompany(ctx, { companyName: 'Quiet Pottery', companyDescription: '' });
    expect(await entries(silent.token)).toEqual([]);
  });

  it('sends a verification mail with a link to the public URL', async () => {
    const body = registration();
    await register(ctx, body);
    const mail = await ctx.mailbox.lastTo(body.email);
    expect(mail?.subject).toBe('Verify your email for Frontdesk');
    expect(mail?.text).toMatch(/http:\/\/frontdesk\.test\/verify-email\/[A-Za-z0-9_-]{40,}(\s|$)/);
    const token = await ctx.mailbox.linkToken(body.email, 'verify-email');
    expect(mail?.html).toContain(`http://frontdesk.test/verify-email/${token}`);
  });

  it('derives the slug from the name and keeps it unique', async () => {
    const suffix = randomBytes(3).toString('hex');
    const name = `Café Zürich & ${suffix}`;
    await register(ctx, registration({ companyName: name }));
    await register(ctx, registration({ companyName: name }));
    const rows = await companiesNamed(name);
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => row.slug).sort((a, b) => a.length - b.length);
    const base = `cafe-zurich-${suffix}`;
    expect(first).toBe(base);
    expect(second).toMatch(new RegExp(`^${base}-[a-z0-9]+$`));
    expect(rows[0]?.id).not.toBe(rows[1]?.id);
  });

  it('stores the e-mail in lower case and refuses the same address again with 409', async () => {
    const email = uniqueEmail('dup');
    expect((await register(ctx, registration({ email: email.toUpperCase() }))).statusCode).toBe(201);
    expect((await userByEmail(email))?.email).toBe(email);
    const mailsBefore = (await ctx.mailbox.all()).length;
    const again = await register(ctx, registration({ email, companyName: uniqueName('Second') }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'CONFLICT', message: TEXTS.auth.emailTaken });
    expect((await ctx.mailbox.all()).length).toBe(mailsBefore);
    // The super admin's address is in use as well.
    const operator = await register(ctx, registration({ email: SUPER_ADMIN.email, companyName: uniqueName('Third') }));
    expect(operator.statusCode).toBe(409);
  });

  it('accepts the default business type when none is sent', async () => {
    const { companyType: _omitted, ...body } = registration({ companyName: uniqueName('Defaults') });
    expect((await register(ctx, body)).statusCode).toBe(201);
    const [company] = await companiesNamed(body.companyName);
    expect(company?.companyType).toBe('general');
  });

  it('accepts another listed business type', async () => {
    const body = registration({ companyName: uniqueName('Homes'), companyType: 'real_estate' });
    expect((await register(ctx, body)).statusCode).toBe(201);
    const [company] = await companiesNamed(body.companyName);
    expect(company?.companyType).toBe('real_estate');
  });
});

describe('POST /api/auth/register validation', () => {
  /** A 400 that names the field; with a message, that message is the field's and the answer's. */
  async function expectFieldError(payload: unknown, field: string, message?: string) {
    const response = await register(ctx, payload);
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    const fieldErrors = (error.details as { fieldErrors: Record<string, string[]> }).fieldErrors;
    expect(fieldErrors[field]?.length).toBeGreaterThan(0);
    if (message) {
      expect(fieldErrors[field]).toContain(message);
      expect(error.message).toBe(message);
    }
    return fieldErrors;
  }

  it('lists every missing field', async () => {
    const response = await register(ctx, {});
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    const fieldErrors = (error.details as { fieldErrors: Record<string, string[]> }).fieldErrors;
    expect(fieldErrors.email).toEqual(['Email is required']);
    expect(fieldErrors.companyName).toEqual([TEXTS.auth.companyNameRequired]);
    expect(fieldErrors.acceptedTerms).toEqual([TEXTS.auth.mustAcceptTerms]);
    expect(Object.keys(fieldErrors)).toEqual(
      expect.arrayContaining(['name', 'lastname', 'email', 'password', 'companyName', 'acceptedTerms']),
    );
  });

  it('refuses a malformed e-mail', async () => {
    await expectFieldError(registration({ email: 'not-an-email' }), 'email', 'Please enter a valid email address');
  });

  it('refuses a short password', async () => {
    await expectFieldError(registration({ password: 'short' }), 'password', 'Password must be at least 8 characters');
  });

  it('refuses a blank company name with the spec text', async () => {
    await expectFieldError(registration({ companyName: '   ' }), 'companyName', 'Company name is required');
  });

  it('refuses unaccepted terms with the spec text', async () => {
    await expectFieldError(
      { ...registration(), acceptedTerms: false },
      'acceptedTerms',
      'You must accept the terms and conditions to proceed',
    );
  });

  it('refuses an unknown business type and stores nothing', async () => {
    const body = registration({ companyType: 'spaceship' });
    await expectFieldError(body, 'companyType', TEXTS.auth.unknownCompanyType);
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", ',
      remoteAddress: '10.200.0.1',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ message: TEXTS.errors.malformedJson, code: 'VALIDATION_FAILED' });
  });

  it('answers a body that is not an object with 400', async () => {
    const response = await register(ctx, [registration()]);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
  });

  it('answers an oversized body with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...registration(), companyDescription: 'x'.repeat(1_100_000) }),
      remoteAddress: '10.200.0.2',
    });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toEqual({ message: TEXTS.errors.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('POST /api/auth/register honeypot', () => {
  it.each(HONEYPOT_FIELDS)('answers 201 and keeps nothing when %s is filled', async (field) => {
    const body = { ...registration({ companyName: uniqueName('Bot Corp') }), [field]: 'http://spam.example' };
    const response = await register(ctx, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: TEXTS.auth.registrationSuccess });
    expect(await userByEmail(body.email)).toBeUndefined();
    expect(await companiesNamed(body.companyName)).toHaveLength(0);
    expect(await ctx.mailbox.lastTo(body.email)).toBeUndefined();
  });

  it('still registers when the hidden fields are sent empty', async () => {
    const body = { ...registration(), website: '', url: '  ', phone_number: '' };
    expect((await register(ctx, body)).statusCode).toBe(201);
    expect(await userByEmail(body.email)).toBeDefined();
  });
});

describe('POST /api/auth/register rate limit', () => {
  it('allows 10 sign-ups an hour from one address, then 429 with retry-after', async () => {
    const ip = '10.201.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) statuses.push((await register(ctx, registration(), ip)).statusCode);
    expect(statuses).toEqual(Array(10).fill(201));
    const blocked = registration();
    const response = await register(ctx, blocked, ip);
    expect(response.statusCode).toBe(429);
    expect(errorOf(response).code).toBe('RATE_LIMITED');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(await userByEmail(blocked.email)).toBeUndefined();
    // Another address is not affected, and the window passes.
    expect((await register(ctx, registration(), '10.201.0.2')).statusCode).toBe(201);
    ctx.clock.advance(60 * 60 * 1000 + 1000);
    expect((await register(ctx, registration(), ip)).statusCode).toBe(201);
  });
});

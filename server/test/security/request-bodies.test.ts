import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '@frontdesk/contracts/texts';
import { bearer, errorOf, signUpCompany, uniqueEmail } from '../support/accounts';
import { createTestApp, type TestContext } from '../support/test-app';
import { linesStream } from '../support/log-lines';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = linesStream(logLines);
  ctx = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
  owner = await signUpCompany(ctx, { companyName: 'Careful Cafe' });
});
afterAll(() => ctx.close());

const addInfo = (payload: string, token = owner.token) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/company/info',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload,
  });

describe('the NUL character', () => {
  it('is refused with a 400 naming the field, in a body, a path or a query, and nothing is stored', async () => {
    const inBody = await addInfo(JSON.stringify({ companyTitle: 'Parking\u0000', definition: 'Behind the shop.' }));
    expect(inBody.statusCode).toBe(400);
    expect(errorOf(inBody)).toMatchObject({
      message: TEXTS.errors.nulCharacter,
      details: { fieldErrors: { companyTitle: [TEXTS.errors.nulCharacter] } },
    });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/company/information', headers: bearer(owner.token) });
    expect(list.json().entries).toEqual([]);

    const inPath = await ctx.app.inject({ method: 'GET', url: '/api/public-chat/company/careful%00cafe' });
    expect(inPath.statusCode).toBe(400);
    const inLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: 'pass\u0000word' },
    });
    expect(inLogin.statusCode).toBe(400);
  });
});

describe('request bodies', () => {
  it('may be left out of a bodiless action though marked as JSON, and a route that needs one says what is missing', async () => {
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer((await signUpCompany(ctx)).token), 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(200);
    const empty = await addInfo('');
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).not.toContain('Body cannot be empty');
    expect(errorOf(empty).code).toBe('VALIDATION_FAILED');
  });

  it('may name fields after built-in object properties without breaking the error answer', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/set-permissions',
      headers: { ...bearer(owner.token), 'content-type': 'application/json' },
      payload: '{"constructor":"","toString":5}',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(errorOf(response).details?.fieldErrors ?? {}).sort()).toEqual(['constructor', 'toString']);
  });

  it('say how to send them when they are not a JSON object: text, a list, or a type no route reads', async () => {
    const send = (contentType: string, payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/company/info',
        headers: { ...bearer(owner.token), 'content-type': contentType },
        payload,
      });
    for (const [contentType, payload] of [
      ['text/plain', 'Parking is behind the shop.'],
      ['application/json', '["Parking"]'],
    ] as const) {
      const response = await send(contentType, payload);
      expect(response.statusCode, contentType).toBe(400);
      expect(errorOf(response).message).toBe(TEXTS.errors.bodyNotObject);
    }
    const xml = await send('application/xml', '<entry/>');
    expect(xml.statusCode).toBe(415);
    expect(errorOf(xml).message).toBe(TEXTS.errors.unsupportedMediaType);
  });

  it('are limited by route: a few KB for a sign-in, more for a knowledge entry', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: 'x'.repeat(20_000) },
    });
    expect(login.statusCode).toBe(413);
    expect(errorOf(login).message).toBe(TEXTS.errors.payloadTooLarge);
    // A knowledge entry of 4,000 characters is a normal request, and over 16 KB with multibyte text.
    const long = await addInfo(JSON.stringify({ companyTitle: 'Menu', definition: '€'.repeat(4_000) + ' and more.' }));
    expect(long.statusCode).toBe(201);
  });

  it('are refused before parsing when they nest too deeply', async () => {
    const deep = `{"companyTitle":${'['.repeat(40)}${']'.repeat(40)},"definition":"x"}`;
    const response = await addInfo(deep);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(TEXTS.errors.nestedTooDeeply);
    // Brackets inside strings are text, not nesting.
    const quoted = await addInfo(JSON.stringify({ companyTitle: 'Brackets', definition: '['.repeat(100) }));
    expect(quoted.statusCode).toBe(201);
  });

  it('of private routes are not even read without a valid token', async () => {
    const garbage = await addInfo('{ this is not json', 'not-a-token');
    expect(garbage.statusCode).toBe(401);
    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/info',
      headers: { 'content-type': 'application/json' },
      payload: `[${'['.repeat(200_000)}${']'.repeat(200_000)}]`,
    });
    expect(huge.statusCode).toBe(401);
  });
});

describe('when the database fails', () => {
  it('answers 503 and logs the failed statement without its parameters', async () => {
    const other = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream: linesStream(logLines) });
    const email = uniqueEmail('private-visitor');
    try {
      await other.database.close();
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'a-secret-passphrase' },
      });
      expect(response.statusCode).toBe(503);
      expect(errorOf(response)).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: TEXTS.errors.temporarilyUnavailable });
    } finally {
      await other.close();
    }
    const failure = logLines.find((line) => line.includes('database unavailable'));
    expect(failure).toBeDefined();
    expect(failure).toContain('select');
    expect(logLines.join('\n')).not.toContain(email);
    expect(logLines.join('\n')).not.toContain('params:');
  });
});

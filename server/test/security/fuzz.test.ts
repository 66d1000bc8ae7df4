import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@frontdesk/contracts/auth';
import { bearer, loginOk, signUpCompany, uniqueIp } from '../support/accounts';
import { HttpFake } from '../support/http-fake';
import { FakeOpenAiServer } from '../support/openai-server';
import { FakeStripe } from '../support/stripe-server';
import { createTestApp, SUPER_ADMIN, type TestContext } from '../support/test-app';

// Every route of the OpenAPI document gets generated bad input: wrong types, missing and unknown
// fields, huge strings, NUL characters, deep nesting, odd path parameters. None may answer 5xx.
const RUNS_PER_ROUTE = 12;
const TIME_PER_ROUTE_MS = 4_000;

type Operation = { method: string; path: string; fields: string[] };

let ctx: TestContext;
let model: FakeOpenAiServer;
const stripe = new FakeStripe();
// Calendar services that answer (refusing every key), so a Test Connection that happens to find a
// saved configuration gets an answer rather than the 502 of an unreachable service.
const calendars = new HttpFake(() => ({ status: 401, body: { message: 'Invalid token' } }));
let companyEmail: string;
const statuses: Record<number, number> = {};

beforeAll(async () => {
  // Model and payment servers that answer, so a body that happens to be valid is answered too.
  model = await new FakeOpenAiServer().start();
  await stripe.start();
  await calendars.start();
  ctx = await createTestApp({
    GHL_API_URL: calendars.url,
    GOOGLE_API_URL: calendars.url,
    GOOGLE_OAUTH_TOKEN_URL: `${calendars.url}/token`,
    OUTBOUND_ALLOWED_PRIVATE: '127.0.0.1',
    OPENAI_BASE_URL: model.baseUrl,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  companyEmail = (await signUpCompany(ctx, { companyName: 'Fuzzed Foundry' })).email;
});
afterAll(async () => {
  await ctx.close();
  await model.stop();
  await stripe.stop();
  await calendars.stop();
});

function operations(): Operation[] {
  const document = ctx.app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      fields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
}

const deep = fc.integer({ min: 10, max: 60 }).map((depth) => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`) as unknown);
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', ' ', '', 'x'.repeat(5_000), '\ud800', '%00', '../../etc/passwd', "' or 1=1 --"),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }),
  deep,
);

function bodies(fields: string[]) {
  const keys = fc.constantFrom(...fields, 'unknownField', '__proto__', 'constructor');
  return fc.oneof(
    fc.jsonValue(),
    fc.dictionary(keys, nasty, { maxKeys: fields.length + 2 }),
    fields.length > 0
      ? fc.record(Object.fromEntries(fields.map((field) => [field, nasty])), { requiredKeys: [] })
      : fc.constant({}),
    deep,
  );
}

const parameter = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom('company-abc123', '00000000-0000-0000-0000-000000000000', 'x'.repeat(300), '\u0000', '..', '%2e%2e'),
);

/** A fresh session per route: one route (logout) ends the session it is called with. */
async function tokenFor(path: string): Promise<string> {
  if (!path.startsWith('/api/super-admin')) return (await loginOk(ctx, companyEmail)).token;
  const superAdmin = await ctx.app.inject({
    method: 'POST',
    url: '/api/super-admin/login',
    payload: SUPER_ADMIN,
    remoteAddress: uniqueIp(),
  });
  return superAdmin.json<LoginResponse>().token;
}

describe('bad input on every route', () => {
  it('never gets a 5xx', async () => {
    const failures: string[] = [];
    for (const operation of operations()) {
      const token = await tokenFor(operation.path);
      const result = await fc.check(
        fc.asyncProperty(bodies(operation.fields), fc.array(parameter, { minLength: 4, maxLength: 4 }), async (body, values) => {
          let index = 0;
          const url = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[index++] ?? 'x'));
          const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
          const response = await ctx.app.inject({
            method: operation.method as 'GET',
            url,
            headers: { ...bearer(token), ...(withBody ? { 'content-type': 'application/json' } : {}) },
            ...(withBody ? { payload: JSON.stringify(body) ?? 'null' } : {}),
            remoteAddress: `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
          });
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          return response.statusCode < 500;
        }),
        { numRuns: RUNS_PER_ROUTE, interruptAfterTimeLimit: TIME_PER_ROUTE_MS },
      );
      if (result.failed)
        failures.push(`${operation.method} ${operation.path}: ${JSON.stringify(result.counterexample).slice(0, 300)}`);
    }
    expect(operations().length).toBeGreaterThan(25);
    expect(failures).toEqual([]);
    // The input reached the routes: most answers are validation refusals, not refused tokens.
    expect(statuses[400] ?? 0).toBeGreaterThan(statuses[401] ?? 0);
  }, 240_000);
});

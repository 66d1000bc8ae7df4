import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_TEXTS, type Integration } from '@frontdesk/contracts/api-integrations';
import { addStaffUser, errorOf, getAs, sendAs, signUpCompany } from '../../support/accounts';
import { HttpFake, type FakeRequest } from '../../support/http-fake';
import { createTestApp, type TestContext } from '../../support/test-app';

// A service of the company's: it accepts only the credentials the test gave it.
const remote = new HttpFake((request) => answer(request));
const TOKEN = 'issued-access-token';
function answer(request: FakeRequest) {
  const auth = request.headers.authorization ?? '';
  if (request.path === '/oauth/token' && request.method === 'POST') {
    const ok =
      auth === `Basic ${Buffer.from('client-1:client-secret').toString('base64')}` &&
      request.body.includes('grant_type=client_credentials');
    return ok
      ? { status: 200, body: { access_token: TOKEN, token_type: 'bearer' } }
      : { status: 401, body: { error: 'invalid_client' } };
  }
  const accepted =
    request.headers['x-api-key'] === 'key-123' ||
    auth === 'Bearer bearer-456' ||
    auth === `Basic ${Buffer.from('ada:pa55').toString('base64')}` ||
    auth === `Bearer ${TOKEN}`;
  const mls = request.path !== '/mls' || request.headers['x-mls-license-number'] === 'LIC-9';
  return accepted && mls ? { status: 200, body: { ok: true } } : { status: 401, body: { error: 'unauthorized' } };
}

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
let other: Awaited<ReturnType<typeof signUpCompany>>;

beforeAll(async () => {
  await remote.start();
  ctx = await createTestApp({ OUTBOUND_ALLOWED_PRIVATE: '127.0.0.1' });
  owner = await signUpCompany(ctx, { companyName: 'Harbour Homes' });
  other = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
});
afterAll(async () => {
  await ctx.close();
  await remote.stop();
});

const create = (token: string, body: object) => sendAs(ctx, token, 'POST', '/api/integrations/integrations', body);
const integration = (overrides: Record<string, unknown>) => ({
  name: 'Listings',
  category: 'REAL_ESTATE',
  api_type: 'Custom',
  auth_method: 'API_KEY',
  credentials: { api_key: 'key-123' },
  base_url: remote.url,
  test_endpoint: '/status',
  ...overrides,
});
const created = async (overrides: Record<string, unknown> = {}) => {
  const response = await create(owner.token, integration(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ integration: Integration }>().integration;
};
const test = (token: string, id: string) => sendAs(ctx, token, 'POST', `/api/integrations/integrations/${id}/test`);

describe('API integrations', () => {
  it('sends each auth method its own way, and records the outcome', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ auth_method: 'API_KEY', credentials: { api_key: 'key-123' } }, 'x-api-key'],
      [{ auth_method: 'BEARER_TOKEN', credentials: { api_key: 'bearer-456' } }, 'authorization'],
      [{ auth_method: 'BASIC_AUTH', credentials: { username: 'ada', password: 'pa55' } }, 'authorization'],
      [
        {
          auth_method: 'MLS_AUTH',
          credentials: { username: 'ada', password: 'pa55', license_number: 'LIC-9' },
          test_endpoint: '/mls',
        },
        'x-mls-license-number',
      ],
      [{ auth_method: 'OAUTH2', credentials: { client_id: 'client-1', client_secret: 'client-secret' } }, 'authorization'],
    ];
    for (const [overrides, header] of cases) {
      const { id } = await created(overrides);
      const response = await test(owner.token, id);
      expect(response.statusCode, `${String(overrides['auth_method'])}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({ message: INTEGRATION_TEXTS.testOk, integration: { test_status: 'success' } });
      expect(remote.requests.at(-1)?.headers[header]).toBeTruthy();
    }
    expect(remote.requests.some((request) => request.path === '/oauth/token')).toBe(true);
  });

  it('reports refused credentials as a failed test with the reason', async () => {
    const { id } = await created({ credentials: { api_key: 'wrong' } });
    const response = await test(owner.token, id);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toMatch(/HTTP 401: the credentials were refused/);
    const listed = (await getAs(ctx, owner.token, '/api/integrations/integrations')).json<{ integrations: Integration[] }>();
    expect(listed.integrations.find((row) => row.id === id)).toMatchObject({ test_status: 'failed' });
    expect(listed.integrations.find((row) => row.id === id)?.last_tested).not.toBeNull();
  });

  it('never returns credentials, and keeps them sealed at rest', async () => {
    await created({ credentials: { api_key: 'key-123' } });
    const body = (await getAs(ctx, owner.token, '/api/integrations/integrations')).body;
    expect(body).not.toContain('key-123');
    expect(body).toContain('"credentials_set":["api_key"]');
    const stored = await ctx.database.executeSql('select credentials_sealed from api_integrations');
    expect(JSON.stringify(stored.rows)).not.toContain('key-123');
  });

  it('validates the category, API type, method and every credential field', async () => {
    const bad = await create(
      owner.token,
      integration({ category: 'CRM', api_type: 'Zillow', auth_method: 'BASIC_AUTH', credentials: { username: 'x' } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details?.['fieldErrors']).toMatchObject({
      api_type: [INTEGRATION_TEXTS.apiTypeMismatch],
      'credentials.password': [INTEGRATION_TEXTS.credentialRequired('Password')],
    });
    expect((await create(owner.token, integration({ base_url: 'ftp://x' }))).statusCode).toBe(400);
    for (const base_url of ['http://example.com:99999', 'http://[::1']) {
      const unparsable = await create(owner.token, integration({ base_url }));
      expect(unparsable.statusCode, base_url).toBe(400);
      expect(errorOf(unparsable).details?.['fieldErrors']).toEqual({
        base_url: ['Base URL is not a valid address (check its host name and port)'],
      });
    }
    expect((await create(owner.token, integration({ auth_method: 'MAGIC' }))).statusCode).toBe(400);
  });

  it("toggles, deletes, and treats another company's integration as not there", async () => {
    const { id } = await created();
    const toggled = await sendAs(ctx, owner.token, 'POST', `/api/integrations/integrations/${id}/toggle`);
    expect(toggled.json()).toMatchObject({ message: INTEGRATION_TEXTS.disabled, integration: { is_enabled: false } });
    for (const [method, path] of [
      ['POST', `/api/integrations/integrations/${id}/test`],
      ['POST', `/api/integrations/integrations/${id}/toggle`],
      ['DELETE', `/api/integrations/integrations/${id}`],
    ] as const)
      expect((await sendAs(ctx, other.token, method, path)).statusCode).toBe(404);
    expect((await sendAs(ctx, owner.token, 'DELETE', `/api/integrations/integrations/${id}`)).json()).toEqual({
      message: INTEGRATION_TEXTS.deleted,
    });
    expect((await sendAs(ctx, owner.token, 'DELETE', `/api/integrations/integrations/${id}`)).statusCode).toBe(404);
    expect((await getAs(ctx, other.token, '/api/integrations/integrations')).json()).toEqual({ integrations: [] });
  });

  it('is for admins and members granted API integrations', async () => {
    const staff = await addStaffUser(ctx, owner.token);
    expect((await getAs(ctx, staff.token, '/api/integrations/integrations')).statusCode).toBe(403);
  });
});

describe('an integration at a private address', () => {
  it('is refused when saved, under the address field, and nothing is called or stored', async () => {
    const strict = await createTestApp();
    try {
      const company = await signUpCompany(strict);
      const reached = remote.requests.length;
      const made = await sendAs(strict, company.token, 'POST', '/api/integrations/integrations', integration({}));
      expect(made.statusCode).toBe(400);
      expect(errorOf(made).message).toMatch(/private or reserved network address/);
      expect(errorOf(made).details).toMatchObject({ fieldErrors: { base_url: [expect.stringMatching(/private or reserved/)] } });
      expect(remote.requests.length).toBe(reached);
      const listed = await getAs(strict, company.token, '/api/integrations/integrations');
      expect(listed.json<{ integrations: Integration[] }>().integrations).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

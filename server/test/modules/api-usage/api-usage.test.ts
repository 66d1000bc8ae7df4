import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_USAGE_TEXTS, type ApiCall, type ApiUsageStats } from '@frontdesk/contracts/api-usage';
import type { Integration } from '@frontdesk/contracts/api-integrations';
import { getAs, sendAs, signUpCompany } from '../../support/accounts';
import { FakeGhl } from '../../support/ghl-server';
import { HttpFake } from '../../support/http-fake';
import { createTestApp, type TestContext } from '../../support/test-app';

const service = new HttpFake((request) =>
  request.headers['x-api-key'] === 'good' ? { status: 200, body: { ok: true } } : { status: 401, body: { error: 'no' } },
);
const ghl = new FakeGhl();
let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
let other: Awaited<ReturnType<typeof signUpCompany>>;

beforeAll(async () => {
  await Promise.all([service.start(), ghl.http.start()]);
  ctx = await createTestApp({ OUTBOUND_ALLOWED_PRIVATE: '127.0.0.1', GHL_API_URL: ghl.url });
  owner = await signUpCompany(ctx, { companyName: 'Harbour Homes' });
  other = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([service.stop(), ghl.http.stop()]);
});

async function integrationTested(key: string): Promise<void> {
  const created = await sendAs(ctx, owner.token, 'POST', '/api/integrations/integrations', {
    name: 'Listings',
    category: 'REAL_ESTATE',
    api_type: 'Custom',
    auth_method: 'API_KEY',
    credentials: { api_key: key },
    base_url: service.url,
    test_endpoint: '/health',
  });
  await sendAs(
    ctx,
    owner.token,
    'POST',
    `/api/integrations/integrations/${created.json<{ integration: Integration }>().integration.id}/test`,
  );
}
const stats = async (token: string, timeframe = '24h') =>
  (await getAs(ctx, token, `/api/company/api-usage/stats?timeframe=${timeframe}`)).json<ApiUsageStats>();
const recent = async (token: string) =>
  (await getAs(ctx, token, '/api/company/api-usage/recent?limit=20')).json<{ calls: ApiCall[] }>().calls;

describe('API usage', () => {
  it('counts every outbound call per service, with errors, response time and success rate', async () => {
    await integrationTested('good');
    await integrationTested('bad');
    await sendAs(ctx, owner.token, 'POST', '/api/company/ghl-calendar', {
      calendar_id: ghl.account.calendarId,
      location_id: ghl.account.locationId,
      private_api_key: ghl.account.apiKey,
      is_enabled: true,
    });
    await sendAs(ctx, owner.token, 'POST', '/api/company/ghl-calendar/test');
    // A model call as the assistant records it.
    await ctx.database.executeSql(
      `insert into ai_usage (company_id, purpose, provider, model, duration_ms, status, created_at) values ($1, 'chat', 'openai', 'gpt-4', 900, 'timeout', $2)`,
      [owner.user.companyId, new Date(Date.now() + 1000).toISOString()],
    );

    const figures = await stats(owner.token);
    expect(figures).toMatchObject({ total_requests: 4, error_count: 2, success_rate: 50 });
    expect(figures.by_service).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ service_name: 'Custom', request_count: 2, error_count: 1 }),
        expect.objectContaining({ service_name: 'GoHighLevel', request_count: 1, error_count: 0 }),
        expect.objectContaining({ service_name: 'OpenAI', request_count: 1, error_count: 1, avg_response_time: 900 }),
      ]),
    );

    const calls = await recent(owner.token);
    expect(calls).toHaveLength(4);
    expect(calls.map((call) => call.service)).toEqual(['OpenAI', 'GoHighLevel', 'Custom', 'Custom']);
    expect(calls[0]).toMatchObject({ method: 'POST', endpoint: '/v1/chat/completions', status_code: 504 });
    expect(calls[1]).toMatchObject({ method: 'GET', endpoint: `/calendars/${ghl.account.calendarId}`, status_code: 200 });
    expect(calls[2]).toMatchObject({ method: 'GET', endpoint: `127.0.0.1:${service.port}/health`, status_code: 401 });
  });

  it('keeps to the timeframe, to the company, and answers zeros for no calls', async () => {
    await ctx.database.executeSql(
      `insert into api_calls (company_id, service, method, endpoint, status_code, duration_ms, created_at) values ($1, 'SMTP', 'SEND', 'smtp.example.com', 250, 40, $2)`,
      [owner.user.companyId, new Date(Date.now() - 2 * 60 * 60_000).toISOString()],
    );
    expect((await stats(owner.token, '1h')).total_requests).toBe(4);
    expect((await stats(owner.token, '24h')).total_requests).toBe(5);
    expect(await stats(other.token)).toEqual({
      total_requests: 0,
      avg_response_time: 0,
      error_count: 0,
      success_rate: 0,
      by_service: [],
    });
    expect(await recent(other.token)).toEqual([]);
    expect(API_USAGE_TEXTS.noRecent).toBe('No recent API calls found');
  });

  it('refuses an unknown timeframe or limit', async () => {
    expect((await getAs(ctx, owner.token, '/api/company/api-usage/stats?timeframe=1y')).statusCode).toBe(400);
    expect((await getAs(ctx, owner.token, '/api/company/api-usage/recent?limit=0')).statusCode).toBe(400);
  });
});

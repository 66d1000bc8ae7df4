import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics, BusinessIntelligence } from '@frontdesk/contracts/analytics';
import type { Statistics } from '@frontdesk/contracts/billing';
import type { Onboarding } from '@frontdesk/contracts/onboarding';
import type { ChatResponse } from '@frontdesk/contracts/public-chat';
import type { TenantsResponse } from '@frontdesk/contracts/super-admin';
import { bearer, getAs, signUpCompany, superAdminToken } from '../../support/accounts';
import { parseSse } from '../../support/sse';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
let stranger: Awaited<ReturnType<typeof signUpCompany>>;
let slug: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, { companyName: 'Willow Yoga' });
  stranger = await signUpCompany(ctx, { companyName: 'Birch Pilates' });
  slug = owner.user.companySlug ?? '';
});
afterAll(() => ctx.close());

/** One turn on the company's public chat, as the simulator (with a member's session) or a visitor sends it. */
async function chat(message: string, headers: Record<string, string> = {}): Promise<ChatResponse> {
  const response = await ctx.app.inject({ method: 'POST', url: `/api/public-chat/chat/${slug}`, headers, payload: { message } });
  expect(response.statusCode).toBe(200);
  return response.json<ChatResponse>();
}

async function leaveContact(sessionId: string, name: string): Promise<void> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/public-chat/contact/${slug}`,
    payload: { sessionId, name, email: `${name.toLowerCase()}@example.com` },
  });
  expect(response.statusCode).toBe(201);
}

async function read<T>(url: string, token = owner.token): Promise<T> {
  const response = await getAs(ctx, token, url);
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

describe("a member's conversations in the simulator", () => {
  it('are answered like a visitor’s but left out of every figure', async () => {
    // The simulator sends the member's session; a stream is marked the same way.
    const test = await chat('do you have classes for beginners?', bearer(owner.token));
    await leaveContact(test.sessionId, 'Tester');
    const streamed = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/chat/${slug}/stream`,
      headers: bearer(owner.token),
      payload: { message: 'and on sundays?', sessionId: test.sessionId },
    });
    expect(streamed.statusCode).toBe(200);
    expect(parseSse(streamed.body).at(-1)).toMatchObject({ type: 'done', sessionId: test.sessionId });

    // A visitor; another company's member (a visitor here); a stale or forged session (a visitor too).
    const visitor = await chat('how much is a class?', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' });
    await leaveContact(visitor.sessionId, 'Visitor');
    await chat('do you rent mats?', bearer(stranger.token));
    await chat('where are you?', bearer('not-a-session-token'));

    const analytics = await read<Analytics>('/api/admin/analytics?range=1d');
    expect(analytics).toMatchObject({ totalSessions: 3, periodUsers: 3, totalUsers: 3, leadsCapture: 1, totalMessages: 3 });
    expect(analytics.recentActivity.map((row) => row.name).sort()).toEqual(['Anonymous', 'Anonymous', 'Visitor']);

    const intelligence = await read<BusinessIntelligence>('/api/admin/business-intelligence');
    expect(JSON.stringify(intelligence)).not.toContain('Tester');
    expect(JSON.stringify(intelligence)).toContain('Visitor');

    expect(await read<Statistics>('/api/statistics')).toMatchObject({ totalUsers: 3, activeChats: 3 });

    const { tenants } = await read<TenantsResponse>('/api/super-admin/tenants', await superAdminToken(ctx));
    expect(tenants.find((tenant) => tenant.company_name === 'Willow Yoga')?.stats.activeChats).toBe(3);
  });

  it('still show the simulator was tried', async () => {
    const fresh = await signUpCompany(ctx, { companyName: 'Aspen Barre' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/chat/${fresh.user.companySlug ?? ''}`,
      headers: bearer(fresh.token),
      payload: { message: 'hello?', visitorId: randomUUID() },
    });
    expect(response.statusCode).toBe(200);
    const onboarding = await read<Onboarding>('/api/company/onboarding', fresh.token);
    expect(onboarding.steps.find((step) => step.key === 'simulator')?.done).toBe(true);
    const analytics = await read<Analytics>('/api/admin/analytics?range=1d', fresh.token);
    expect(analytics.totalSessions).toBe(0);
  });
});

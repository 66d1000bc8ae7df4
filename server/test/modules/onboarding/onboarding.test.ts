import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Onboarding } from '@frontdesk/contracts/onboarding';
import { bearer, getAs, sendAs, signUpCompany } from '../../support/accounts';
import { createTestApp, queueSettled, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;

beforeAll(async () => {
  // A GHL server that refuses every connection: the sync below fails as with wrong credentials.
  ctx = await createTestApp({ GHL_API_URL: 'http://127.0.0.1:9' });
  owner = await signUpCompany(ctx, { companyName: 'Cedar Bakery' });
});
afterAll(() => ctx.close());

const onboarding = async () => {
  const response = await getAs(ctx, owner.token, '/api/company/onboarding');
  expect(response.statusCode).toBe(200);
  return response.json<Onboarding>();
};
const done = async () =>
  Object.fromEntries((await onboarding()).steps.map((step) => [step.key, step.done])) as Record<string, boolean>;

describe('the onboarding checklist', () => {
  it('ticks each step as the company really does it', async () => {
    expect(await done()).toEqual({ knowledge: false, simulator: false, shared: false, calendar: false, ai: false });
    const slug = owner.user.companySlug ?? '';

    await sendAs(ctx, owner.token, 'POST', '/api/company/info', {
      companyTitle: 'Parking',
      definition: 'Free parking behind the shop.',
    });
    expect((await done()).knowledge).toBe(true);

    // A visitor's chat is not the team trying the assistant; a member's (the simulator's) is.
    await ctx.app.inject({ method: 'POST', url: `/api/public-chat/chat/${slug}`, payload: { message: 'is there parking?' } });
    expect((await done()).simulator).toBe(false);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/chat/${slug}`,
      headers: bearer(owner.token),
      payload: { message: 'is there parking?' },
    });
    expect((await done()).simulator).toBe(true);
    expect((await done()).shared).toBe(false);

    await ctx.app.inject({ method: 'GET', url: `/api/public-chat/company/${slug}?visitor=${randomUUID()}` });
    expect((await done()).shared).toBe(true);

    const saved = await sendAs(ctx, owner.token, 'POST', '/api/company/ghl-calendar', {
      calendar_id: 'cal-123',
      location_id: 'loc-123',
      private_api_key: 'pit-ghl-private-key',
      is_enabled: true,
    });
    expect(saved.statusCode).toBe(200);
    expect((await done()).calendar).toBe(true);

    const before = await onboarding();
    expect(before.health).toMatchObject({ responder: 'builtin', model: null, conversations_today: 1, knowledge_entries: 1 });
    await sendAs(ctx, owner.token, 'POST', '/api/admin/openai-settings', {
      model: 'gpt-4',
      max_tokens: 300,
      temperature: 0.2,
      api_key: 'sk-company-key-for-onboarding',
      // No model server here to try it against: the admin confirmed saving it untested.
      save_untested: true,
    });
    const after = await onboarding();
    expect(after.steps.every((step) => step.done)).toBe(true);
    // A connection whose sync fails is not a connected calendar.
    const sync = await sendAs(ctx, owner.token, 'POST', '/api/company/calendar/sync', {
      direction: 'bidirectional',
      source: 'ghl',
    });
    expect(sync.statusCode).toBe(202);
    await queueSettled(ctx.database);
    expect((await getAs(ctx, owner.token, '/api/company/calendar/sync-status')).json()).toMatchObject({ last_failed: true });
    expect((await done()).calendar).toBe(false);
    expect(after.health).toMatchObject({ responder: 'company-key', model: 'gpt-4', last_model_error: null });
  });

  it("reports the chat's last failed model call", async () => {
    const at = new Date().toISOString();
    await ctx.database.executeSql(
      `insert into ai_usage (company_id, purpose, provider, model, status, created_at) values ($1, 'chat', 'openai', 'gpt-4', 'timeout', $2)`,
      [owner.user.companyId, at],
    );
    expect((await onboarding()).health.last_model_error).toEqual({ outcome: 'timeout', at });
  });

  it("counts nothing of another company's: a new company starts with every step to do", async () => {
    const other = await signUpCompany(ctx, { companyName: 'Birch Bakery' });
    const response = await getAs(ctx, other.token, '/api/company/onboarding');
    const { steps, health } = response.json<Onboarding>();
    expect(steps.every((step) => !step.done)).toBe(true);
    expect(health).toMatchObject({
      responder: 'builtin',
      last_model_error: null,
      conversations_today: 0,
      leads_today: 0,
      knowledge_entries: 0,
    });
  });
});

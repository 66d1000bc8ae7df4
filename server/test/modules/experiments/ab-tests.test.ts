import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AB_TEXTS, type AbTest } from '@frontdesk/contracts/experiments';
import type { PublicCompany } from '@frontdesk/contracts/public-chat';
import { errorOf, getAs, sendAs, signUpCompany } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
let other: Awaited<ReturnType<typeof signUpCompany>>;
const slug = () => owner.user.companySlug ?? '';

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, { companyName: 'Golden Crust Bakery' });
  other = await signUpCompany(ctx, { companyName: 'Quiet Company' });
});
afterAll(() => ctx.close());

const WELCOME_A = 'Hi! Ask us about our cakes.';
const WELCOME_B = 'Hello! Want a custom cake? Tell us about your party.';

const openChat = async (visitor: string, ip = '203.0.113.7') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/public-chat/company/${slug()}?visitor=${visitor}`,
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ company: PublicCompany }>().company.welcome_message;
};
const tests = async (token = owner.token) => (await getAs(ctx, token, '/api/admin/ab-tests')).json<{ tests: AbTest[] }>().tests;

describe('visits', () => {
  it('counts an opening of the chat once per visitor and day, and only with a visitor id', async () => {
    const visitor = randomUUID();
    await openChat(visitor);
    await openChat(visitor);
    await ctx.app.inject({ method: 'GET', url: `/api/public-chat/company/${slug()}` });
    const { rows } = await ctx.database.executeSql(`select count(*)::int as n from chat_visits where company_id = $1`, [
      owner.user.companyId,
    ]);
    expect(rows).toEqual([{ n: 1 }]);
    const bad = await ctx.app.inject({ method: 'GET', url: `/api/public-chat/company/${slug()}?visitor=not-an-id` });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/visitorId must be a UUID/);
  });
});

describe('A/B tests of the welcome message', () => {
  let test: AbTest;

  it('starts one test at a time', async () => {
    const started = await sendAs(ctx, owner.token, 'POST', '/api/admin/ab-tests', {
      name: 'Cake greeting',
      variant_a: WELCOME_A,
      variant_b: WELCOME_B,
    });
    expect(started.statusCode).toBe(201);
    test = started.json<{ test: AbTest }>().test;
    expect(test).toMatchObject({ status: 'running', winner: null, significant: false, p_value: null });

    const second = await sendAs(ctx, owner.token, 'POST', '/api/admin/ab-tests', {
      name: 'Another',
      variant_a: 'One',
      variant_b: 'Two',
    });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).message).toBe(AB_TEXTS.alreadyRunning);
    const same = await sendAs(ctx, other.token, 'POST', '/api/admin/ab-tests', {
      name: 'X',
      variant_a: 'Same',
      variant_b: 'Same',
    });
    expect(same.statusCode).toBe(400);
    expect(errorOf(same).message).toMatch(/must differ/);
  });

  it('shows each visitor one message, always the same, and counts a contact left as a conversion', async () => {
    const visitors = Array.from({ length: 12 }, () => randomUUID());
    const shown = new Map<string, string>();
    for (const visitor of visitors) shown.set(visitor, await openChat(visitor));
    for (const visitor of visitors) expect(await openChat(visitor)).toBe(shown.get(visitor));
    expect(new Set(shown.values())).toEqual(new Set([WELCOME_A, WELCOME_B]));

    const converted = visitors[0] ?? '';
    const contact = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/contact/${slug()}`,
      payload: { name: 'Mia', email: 'mia@example.com', visitorId: converted },
    });
    expect(contact.statusCode).toBe(201);
    // A second contact from the same visitor is still one converted visitor.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/contact/${slug()}`,
      payload: { name: 'Mia', phone: '555 0100', visitorId: converted },
      remoteAddress: '203.0.113.99',
    });

    const [current] = await tests();
    const variantOfConverted = shown.get(converted) === WELCOME_A ? 'A' : 'B';
    const byVariant = Object.fromEntries(current?.variants.map((variant) => [variant.variant, variant]) ?? []);
    expect((byVariant.A?.visitors ?? 0) + (byVariant.B?.visitors ?? 0)).toBe(12);
    expect(byVariant[variantOfConverted]?.conversions).toBe(1);
    expect(current?.variants.reduce((sum, variant) => sum + variant.conversions, 0)).toBe(1);
    expect(current?.significant).toBe(false);
  });

  it('names a winner only when significant, and keeps it as the welcome message when stopped', async () => {
    const noWinner = await sendAs(ctx, owner.token, 'POST', `/api/admin/ab-tests/${test.id}/stop`, { keep_winner: true });
    expect(noWinner.statusCode).toBe(409);
    expect(errorOf(noWinner).message).toBe(AB_TEXTS.noWinner);

    // 60 more visitors a side: A converts 5, B 25 (p ≈ 0.00003).
    for (const [variant, conversions] of [
      ['A', 5],
      ['B', 25],
    ] as const)
      for (let i = 0; i < 60; i += 1)
        await ctx.database.executeSql(
          `insert into ab_assignments (company_id, test_id, visitor_id, variant, converted_at) values ($1, $2, $3, $4, $5)`,
          [owner.user.companyId, test.id, randomUUID(), variant, i < conversions ? new Date().toISOString() : null],
        );
    const [decided] = await tests();
    expect(decided).toMatchObject({ significant: true, winner: 'B' });
    expect(decided?.p_value).toBeLessThan(0.001);

    expect(
      (await sendAs(ctx, other.token, 'POST', `/api/admin/ab-tests/${test.id}/stop`, { keep_winner: true })).statusCode,
    ).toBe(404);
    const stopped = await sendAs(ctx, owner.token, 'POST', `/api/admin/ab-tests/${test.id}/stop`, { keep_winner: true });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json<{ message: string }>().message).toBe(AB_TEXTS.kept('B'));
    expect(await openChat(randomUUID())).toBe(WELCOME_B);
    const again = await sendAs(ctx, owner.token, 'POST', `/api/admin/ab-tests/${test.id}/stop`, {});
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(AB_TEXTS.notRunning);
  });

  it("shows another company none of this company's tests", async () => {
    expect(await tests(other.token)).toEqual([]);
  });
});

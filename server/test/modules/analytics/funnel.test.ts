import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Analytics, BusinessIntelligence } from '@frontdesk/contracts/analytics';
import { getAs, signUpCompany } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';
import { ChatData, DAY_MINUTES } from './fixtures';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, { companyName: 'Harbour Bakery' });
  const data = new ChatData(ctx, owner.user.companyId ?? '', Date.now());
  const chatted = await data.session({ startedMinutesAgo: 60, seconds: 120, messages: 2, device: 'desktop' });
  await data.session({ startedMinutesAgo: 90, seconds: 30, messages: 1, device: 'mobile' });
  await data.lead({ sessionId: chatted, minutesAgo: 55, name: 'Ada', email: 'ada@example.com' });
  // A visitor who chatted forty days ago books today: a lead of this week, not a contact of its chats.
  const earlier = await data.session({ startedMinutesAgo: 40 * DAY_MINUTES, seconds: 60, messages: 1, device: 'desktop' });
  await data.lead({ sessionId: earlier, minutesAgo: 30, name: 'Ben', email: 'ben@example.com' });
});
afterAll(() => ctx.close());

it("counts as Provided Contact only the sessions of the range that left it, so the funnel's steps nest", async () => {
  const figures = (await getAs(ctx, owner.token, '/api/admin/analytics?range=7d')).json<Analytics>();
  expect(figures).toMatchObject({ periodUsers: 2, leadsCapture: 2, leadConversionRate: 50 });
  const bi = (await getAs(ctx, owner.token, '/api/admin/business-intelligence')).json<BusinessIntelligence>();
  expect(bi.conversionMetrics).toMatchObject({ chatStarts: 2, contactProvided: 1, contactConversionRate: 50 });
});

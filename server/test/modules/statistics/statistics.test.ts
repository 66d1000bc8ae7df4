import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statistics } from '@frontdesk/contracts/billing';
import { getAs, signUpCompany } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';
import { ChatData } from '../analytics/fixtures';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
let other: Awaited<ReturnType<typeof signUpCompany>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, { companyName: 'Harbour Homes' });
  other = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
});
afterAll(() => ctx.close());

const statistics = async (token: string) => {
  const response = await getAs(ctx, token, '/api/statistics');
  expect(response.statusCode).toBe(200);
  return response.json<Statistics>();
};

async function write(message: string, from: { visitorId?: string; sessionId?: string } = {}): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/public-chat/chat/${owner.user.companySlug ?? ''}`,
    payload: { message, ...from },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ sessionId: string }>().sessionId;
}

describe('GET /api/statistics: Active Chats', () => {
  it('counts each visitor who wrote in the last 15 minutes once, however many conversations they started', async () => {
    const chatty = randomUUID();
    // A first conversation, then "Start a new conversation" twice.
    for (const message of ['hello', 'are you open on Sunday?', 'do you sell gift cards?'])
      await write(message, { visitorId: chatty });
    const steady = randomUUID();
    const sessionId = await write('hello', { visitorId: steady });
    await write('where do I park?', { visitorId: steady, sessionId });
    // Clients without a visitor id: each conversation is a visitor of its own.
    await write('hello');
    await write('hello');
    // A visitor who wrote half an hour ago is no longer chatting.
    const data = new ChatData(ctx, owner.user.companyId ?? '', Date.now());
    await data.session({ startedMinutesAgo: 30, seconds: 60, messages: 2, device: 'mobile', visitor: randomUUID() });

    expect((await statistics(owner.token)).activeChats).toBe(4);
    expect((await statistics(other.token)).activeChats).toBe(0);
  });

  it('counts Total Users as the visitors who ever chatted, each once', async () => {
    // The visitors above: the chatty one, the steady one, two without an id, and the earlier one.
    expect((await statistics(owner.token)).totalUsers).toBe(5);
    expect((await statistics(other.token)).totalUsers).toBe(0);
  });
});

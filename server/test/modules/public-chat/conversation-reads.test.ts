import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse, SessionMessages } from '@frontdesk/contracts/public-chat';
import { TEXTS } from '@frontdesk/contracts/texts';
import { addKnowledge, signUpCompany } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';
import { linesStream } from '../../support/log-lines';

let ctx: TestContext;
let slug = '';
let otherSlug = '';
const visitorId = randomUUID();
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = linesStream(logLines);
  ctx = await createTestApp({ LOG_LEVEL: 'info' }, { logStream });
  const owner = await signUpCompany(ctx, { companyName: 'Harbour Yoga' });
  slug = owner.user.companySlug ?? '';
  await addKnowledge(ctx, owner.token, 'Parking', 'Free parking behind the studio on Quay Street.');
  otherSlug = (await signUpCompany(ctx, { companyName: 'Cedar Pilates' })).user.companySlug ?? '';
});
afterAll(() => ctx.close());

async function ask(message: string, from: { visitorId?: string; sessionId?: string } = {}): Promise<ChatResponse> {
  const response = await ctx.app.inject({ method: 'POST', url: `/api/public-chat/chat/${slug}`, payload: { message, ...from } });
  expect(response.statusCode).toBe(200);
  return response.json<ChatResponse>();
}

const read = (sessionId: string, visitor: string, onSlug = slug) =>
  ctx.app.inject({ method: 'GET', url: `/api/public-chat/chat/${onSlug}/sessions/${sessionId}?visitor=${visitor}` });

describe("a visitor's own conversation, read back", () => {
  it('gives the visitor who began it its messages with the stored answers, newest last', async () => {
    const first = await ask('where can I park?', { visitorId });
    await ask('thanks!', { visitorId, sessionId: first.sessionId });
    const response = await read(first.sessionId, visitorId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    // With the conversation's id, the visitor's id reads it: the request log keeps neither together.
    expect(logLines.join('')).toContain('visitor=[redacted]');
    expect(logLines.join('')).not.toContain(visitorId);
    const { messages } = response.json<SessionMessages>();
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[0]).toEqual({ role: 'user', text: 'where can I park?' });
    expect(messages[1]?.text).toContain('Quay Street');
  });

  it("is not found for another visitor, another company's link, or a conversation begun without a visitor id", async () => {
    const { sessionId } = await ask('where can I park?', { visitorId });
    for (const response of [await read(sessionId, randomUUID()), await read(sessionId, visitorId, otherSlug)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: TEXTS.chat.sessionNotFound });
    }
    const anonymous = await ask('where can I park?');
    expect((await read(anonymous.sessionId, visitorId)).statusCode).toBe(404);
  });

  it('answers a malformed id or a missing visitor with a 400 that names the field', async () => {
    const { sessionId } = await ask('hello', { visitorId });
    const badSession = await read('not-a-session', visitorId);
    expect(badSession.statusCode).toBe(400);
    expect(badSession.json<{ message: string }>().message).toContain('sessionId must be a UUID');
    const noVisitor = await ctx.app.inject({ method: 'GET', url: `/api/public-chat/chat/${slug}/sessions/${sessionId}` });
    expect(noVisitor.statusCode).toBe(400);
    expect(noVisitor.json<{ message: string }>().message).toContain('visitor');
  });
});

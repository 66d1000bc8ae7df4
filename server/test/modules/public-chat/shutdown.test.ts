import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsage } from '../../../src/db/schema/assistant';
import { chatMessages } from '../../../src/db/schema/chat';
import { answerWithModel, signUpCompany } from '../../support/accounts';
import { FakeOpenAiServer } from '../../support/openai-server';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let model: FakeOpenAiServer;
let slug: string;
let companyId: string;

beforeAll(async () => {
  model = await new FakeOpenAiServer().start();
  ctx = await createTestApp({ OPENAI_BASE_URL: model.baseUrl });
  const signed = await signUpCompany(ctx, { companyName: 'Closing Cafe' });
  slug = signed.user.companySlug ?? '';
  companyId = signed.user.companyId ?? '';
  await answerWithModel(ctx, signed.token, 'sk-closing-cafe-key-000000000');
});
afterAll(async () => {
  await ctx.close();
  await model.stop();
});

describe('stopping the server', () => {
  it('waits for the answers being written, and stores them with their usage, before it lets the database go', async () => {
    // Words 40 ms apart: the answer is still being written when the server is told to stop.
    model.behaviour = { mode: 'answer', text: 'We close at six tonight and open at eight.', chunkDelayMs: 40 };
    const calls = model.requests.length;
    const answered = ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/chat/${slug}`,
      payload: { message: 'When do you close?' },
    });
    await expect.poll(() => model.requests.length).toBe(calls + 1);
    await ctx.app.close();

    const messages = await ctx.database.db
      .select({ role: chatMessages.role, content: chatMessages.content })
      .from(chatMessages)
      .where(eq(chatMessages.companyId, companyId))
      .orderBy(chatMessages.id);
    expect(messages).toEqual([
      { role: 'user', content: 'When do you close?' },
      { role: 'assistant', content: 'We close at six tonight and open at eight.' },
    ]);
    const usage = await ctx.database.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.companyId, companyId), eq(aiUsage.purpose, 'chat')));
    expect(usage).toHaveLength(1);
    expect((await answered).statusCode).toBe(200);
  });
});

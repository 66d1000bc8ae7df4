import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addKnowledge, answerWithModel, signUpCompany } from '../../support/accounts';
import { FakeOpenAiServer } from '../../support/openai-server';
import { createTestApp, type TestContext } from '../../support/test-app';
import { drivingSchool } from '../builtin/fixtures/driving-school.fixture';

// No word of the question is in the entry that answers it: only its meaning finds it.
const QUESTION = 'my boy turns 15 next month, can he start';
const ANSWER = 'at least 16 years old';

let ctx: TestContext;
let model: FakeOpenAiServer;
let slug = '';

beforeAll(async () => {
  model = await new FakeOpenAiServer().start();
  model.behaviour = { mode: 'answer', text: 'Learners must be 16.' };
  ctx = await createTestApp({ OPENAI_BASE_URL: model.baseUrl, SENTENCE_ENCODER: 'on' });
  const admin = await signUpCompany(ctx, { companyName: drivingSchool.companyName });
  slug = admin.user.companySlug ?? '';
  for (const entry of drivingSchool.entries) await addKnowledge(ctx, admin.token, entry.title, entry.content);
  await answerWithModel(ctx, admin.token, 'sk-driving-school-key-0000000000');
});
afterAll(async () => {
  await ctx.close();
  await model.stop();
});

/** The system prompt the model was given for a visitor's message (each attempt a visitor of its own). */
async function handedFor(message: string, visitor = 1): Promise<string> {
  const asked = await ctx.app.inject({
    method: 'POST',
    url: `/api/public-chat/chat/${slug}`,
    payload: { message },
    remoteAddress: `203.0.113.${visitor}`,
  });
  expect(asked.statusCode).toBe(200);
  return model.requests.at(-1)?.body.messages[0]?.content ?? '';
}

describe('the entries a model is handed, ranked by meaning too', () => {
  it('ranks by words until the entries are encoded, then hands the model the entry that answers a paraphrase', async () => {
    // The first turn starts encoding the entries and does not wait for it.
    const first = await handedFor(QUESTION);
    expect(first).toContain('You are');
    expect(first).not.toContain(ANSWER);

    let handed = first;
    for (let attempt = 2; attempt < 60 && !handed.includes(ANSWER); attempt += 1) {
      await sleep(250);
      handed = await handedFor(QUESTION, attempt);
    }
    expect(handed).toContain(ANSWER);
  }, 30_000);
});

import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PromptRule } from '@frontdesk/contracts/prompts';
import { PUBLIC_CHAT_LIMITS } from '@frontdesk/contracts/public-chat';
import { TEXTS } from '@frontdesk/contracts/texts';
import { rowsOf } from '../../src/db/client';
import { aiUsage, promptRules } from '../../src/db/schema/assistant';
import { bearer, signUpCompany } from '../support/accounts';
import { FakeOpenAiServer } from '../support/openai-server';
import { parseSse } from '../support/sse';
import { createTestApp, type TestContext } from '../support/test-app';
import { linesStream } from '../support/log-lines';

const KEY = 'sk-live-company-key-which-must-never-leak-42';
let ctx: TestContext;
let model: FakeOpenAiServer;
let session: { token: string; slug: string; companyId: string };
const logLines: string[] = [];

beforeAll(async () => {
  model = await new FakeOpenAiServer().start();
  const logStream = linesStream(logLines);
  ctx = await createTestApp({ OPENAI_BASE_URL: model.baseUrl, AI_TIMEOUT_MS: '500', LOG_LEVEL: 'debug' }, { logStream });
  const signed = await signUpCompany(ctx, { companyName: 'Lumen Hotel' });
  session = { token: signed.token, slug: signed.user.companySlug ?? '', companyId: signed.user.companyId ?? '' };
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    ctx.app.inject({ method, url, headers: bearer(session.token), payload });
  await call('POST', '/api/admin/openai-settings', { model: 'gpt-3.5-turbo', max_tokens: 300, temperature: 0.2, api_key: KEY });
  await call('POST', '/api/company/prompt', { useCustom: true, prompt: 'You are Lumi, the concierge of Lumen Hotel.' });
  await call('POST', '/api/company/info', {
    companyTitle: 'Breakfast',
    definition: 'Breakfast is served from 6:30 to 10:30 in the Atrium.',
  });
  await call('POST', '/api/company/info', {
    companyTitle: 'Spa',
    definition: 'The rooftop spa opens at 9am; massages must be booked a day ahead.',
  });
  await call('POST', '/api/company/info', {
    companyTitle: 'Pets',
    definition: 'Dogs under 10 kg are welcome for a fee of 25 euros per night.',
  });
  const rules = (await ctx.app.inject({ method: 'GET', url: '/api/company/prompt-rules', headers: bearer(session.token) })).json()
    .rules as PromptRule[];
  const concise = rules.find((rule) => rule.rule_name === 'Keep answers short');
  if (!concise) throw new Error('default rule missing');
  await call('PUT', '/api/company/prompt-rules', { rules: [{ id: concise.id, is_enabled: false }] });
});
afterAll(async () => {
  await ctx.close();
  await model.stop();
});
beforeEach(() => {
  model.behaviour = { mode: 'answer', text: 'Breakfast is served from 6:30 to 10:30 in the Atrium.' };
});

const streamAsk = (message: string, ip = '203.0.113.20') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/public-chat/chat/${session.slug}/stream`,
    payload: { message },
    remoteAddress: ip,
  });

const chatWith = (slug: string, payload: { message: string; sessionId?: string }, ip: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/public-chat/chat/${slug}`, payload, remoteAddress: ip });

/** Another company, answered by the model with a key of its own. */
async function companyWithModel(companyName: string) {
  const signed = await signUpCompany(ctx, { companyName });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/openai-settings',
    headers: bearer(signed.token),
    payload: { model: 'gpt-3.5-turbo', max_tokens: 300, temperature: 0.2, api_key: `sk-${randomUUID()}` },
  });
  return signed;
}

async function lastUsage() {
  const [row] = await ctx.database.db
    .select()
    .from(aiUsage)
    .where(and(eq(aiUsage.companyId, session.companyId), eq(aiUsage.purpose, 'chat')))
    .orderBy(desc(aiUsage.id))
    .limit(1);
  return row;
}

describe('answers from an OpenAI-compatible model', () => {
  it('assembles the streamed answer and records tokens and cost', async () => {
    const events = parseSse((await streamAsk('When is breakfast?')).body);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no done event');
    expect(done.reply).toBe('Breakfast is served from 6:30 to 10:30 in the Atrium.');
    expect(events.filter((event) => event.type === 'delta').length).toBeGreaterThan(3);
    const usage = await lastUsage();
    // The company's own key: its calls are not billed by the platform.
    expect(usage).toMatchObject({ provider: 'openai', model: 'gpt-3.5-turbo', status: 'ok', keySource: 'company' });
    expect(usage?.promptTokens).toBeGreaterThan(0);
    expect(usage?.completionTokens).toBeGreaterThan(0);
    expect(Number(usage?.costUsd)).toBeGreaterThan(0);
  });

  it("commits the answer and the call's usage row in one transaction", async () => {
    const events = parseSse((await streamAsk('When is breakfast?', '203.0.113.21')).body);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no done event');
    // Rows written by one transaction carry its id in the system column xmin.
    const written = async (query: ReturnType<typeof sql>) =>
      (rowsOf<{ tx: string }>(await ctx.database.db.execute(query))[0] ?? { tx: '' }).tx;
    const answerTx = await written(
      sql`select xmin::text as tx from chat_messages where session_id = ${done.sessionId} and role = 'assistant'`,
    );
    const usageTx = await written(
      sql`select xmin::text as tx from ai_usage where session_id = ${done.sessionId} and purpose = 'chat'`,
    );
    expect(answerTx).not.toBe('');
    expect(usageTx).toBe(answerTx);
  });

  it('sends the chosen prompt, the enabled rules and the relevant knowledge, with the company key', async () => {
    await streamAsk('Can I bring my dog?');
    const request = model.requests.at(-1);
    const system = request?.body.messages[0]?.content ?? '';
    expect(request?.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.body).toMatchObject({ model: 'gpt-3.5-turbo', max_tokens: 300, temperature: 0.2, stream: true });
    expect(system).toContain('You are Lumi, the concierge of Lumen Hotel.');
    expect(system).toContain('Use only known facts');
    expect(system).not.toContain('Keep answers short');
    expect(system).toContain('Dogs under 10 kg are welcome');
    expect(request?.body.messages.at(-1)).toEqual({ role: 'user', content: 'Can I bring my dog?' });
  });

  it('tells the model the default rules of a company that never opened its rules, without writing them', async () => {
    const fresh = await companyWithModel('Fresh Bakery');
    await chatWith(fresh.user.companySlug ?? '', { message: 'Do you bake rye bread?' }, '203.0.113.24');
    const system = model.requests.at(-1)?.body.messages[0]?.content ?? '';
    expect(system).toContain('Keep answers short');
    expect(system).toContain('Use only known facts');
    const stored = await ctx.database.db
      .select()
      .from(promptRules)
      .where(eq(promptRules.companyId, fresh.user.companyId ?? ''));
    expect(stored).toEqual([]);
  });

  it("sends a follow-up with the conversation's latest turns, oldest first, and another company's session with none", async () => {
    const ask = (message: string, sessionId?: string) =>
      chatWith(session.slug, { message, ...(sessionId ? { sessionId } : {}) }, '203.0.113.22');
    const first = (await ask('Question 1')).json<{ sessionId: string }>();
    const turns = PUBLIC_CHAT_LIMITS.historyWindow / 2 + 2;
    for (let turn = 2; turn <= turns; turn += 1) await ask(`Question ${turn}`, first.sessionId);
    const history = model.requests.at(-1)?.body.messages.filter((message) => message.role !== 'system') ?? [];
    // The window holds the newest turns: the first question has left it, the one before the last is in it.
    expect(history).toHaveLength(PUBLIC_CHAT_LIMITS.historyWindow + 1);
    expect(history[0]).toEqual({ role: 'user', content: 'Question 2' });
    expect(history.at(-3)).toEqual({ role: 'user', content: `Question ${turns - 1}` });
    expect(history.at(-2)?.role).toBe('assistant');
    expect(history.at(-1)).toEqual({ role: 'user', content: `Question ${turns}` });

    const other = await companyWithModel('Other Inn');
    await chatWith(other.user.companySlug ?? '', { message: 'Hello', sessionId: first.sessionId }, '203.0.113.23');
    expect(model.requests.at(-1)?.body.messages.filter((message) => message.role !== 'system')).toEqual([
      { role: 'user', content: 'Hello' },
    ]);
  });

  it('answers with the built-in responder, not an apology, when the model stays silent past the time limit', async () => {
    model.behaviour = { mode: 'stall' };
    const events = parseSse((await streamAsk('Is the spa open?', '203.0.113.21')).body);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no done event');
    expect(done.reply).toContain('The rooftop spa opens at 9am');
    expect(done.reply).not.toContain(TEXTS.chat.apology);
    expect(done).toMatchObject({ answeredBy: 'builtin', knowledge: ['Spa'] });
    // The silent call was cancelled, not left open on the model's server.
    await vi.waitFor(() => expect(model.openStalls).toBe(0));
    // The model's call that timed out is on record; the built-in answer, no model call, costs nothing.
    const [newest] = await ctx.database.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.companyId, session.companyId), eq(aiUsage.purpose, 'chat')))
      .orderBy(desc(aiUsage.id))
      .limit(1);
    expect(newest).toMatchObject({ provider: 'openai', status: 'timeout' });

    // One silence opens the circuit: the next visitor is answered at once, without the model's call.
    const calls = model.requests.length;
    const next = parseSse((await streamAsk('Is the spa open?', '203.0.113.21')).body).at(-1);
    expect(next).toMatchObject({ type: 'done', answeredBy: 'builtin' });
    expect(model.requests.length).toBe(calls);
    // After the pause, a trial call finds the model answering again.
    model.behaviour = { mode: 'answer', text: 'Open from 9am.' };
    ctx.clock.advance(30_000);
    expect(parseSse((await streamAsk('Is the spa open?', '203.0.113.21')).body).at(-1)).toMatchObject({
      type: 'done',
      reply: 'Open from 9am.',
    });
  });

  it('keeps what the model already wrote when it fails mid-answer, and apologises after it', async () => {
    model.behaviour = { mode: 'cut', text: 'The spa opens' };
    const events = parseSse((await streamAsk('Is the spa open?', '203.0.113.22')).body);
    const done = events.at(-1);
    expect(done?.type === 'done' && done.reply).toBe(`The spa opens\n\n${TEXTS.chat.apology}`);
  });
});

describe('circuit breaker', () => {
  /** A company of its own with a key, so earlier failures do not count towards its circuit. */
  async function freshCompany(companyName: string, message: string, ip: string) {
    const fresh = await signUpCompany(ctx, { companyName });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/openai-settings',
      headers: bearer(fresh.token),
      payload: { model: 'gpt-4', max_tokens: 200, temperature: 0.5, api_key: KEY },
    });
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/public-chat/chat/${fresh.user.companySlug}`,
        payload: { message },
        remoteAddress: ip,
      });
    return { fresh, ask };
  }

  it('opens after three failures, skips the model for 30 s, then recovers on a trial', async () => {
    const { ask } = await freshCompany('Circuit Inn', 'hello?', '203.0.113.40');
    model.behaviour = { mode: 'fail', status: 500 };
    // Meanwhile the built-in responder answers the visitors.
    for (let i = 0; i < 3; i += 1) expect((await ask()).json().answeredBy).toBe('builtin');
    const callsWhenOpened = model.requests.length;
    model.behaviour = { mode: 'answer', text: 'Back in business.' };
    expect((await ask()).json()).toMatchObject({ answeredBy: 'builtin' });
    expect(model.requests.length).toBe(callsWhenOpened);
    ctx.clock.advance(30_000);
    expect((await ask()).json().reply).toBe('Back in business.');
    expect(model.requests.length).toBe(callsWhenOpened + 1);
    expect((await ask()).json().reply).toBe('Back in business.');
  });

  it('guards the lead summary with the same circuit: while it is open the model is not called and the extractive summary stays', async () => {
    const { fresh, ask } = await freshCompany('Summary Suites', 'Do you have rooms with a view of the lake?', '203.0.113.41');
    model.behaviour = { mode: 'fail', status: 503 };
    let sessionId = '';
    for (let i = 0; i < 3; i += 1) sessionId = (await ask()).json().sessionId;
    const callsWhenOpened = model.requests.length;

    const contact = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/contact/${fresh.user.companySlug}`,
      payload: { sessionId, name: 'Grace', email: 'grace@example.com' },
      remoteAddress: '203.0.113.41',
    });
    expect(contact.statusCode).toBe(201);
    expect(model.requests.length).toBe(callsWhenOpened);
    const leads = await ctx.app.inject({ method: 'GET', url: '/api/admin/public-chat-users', headers: bearer(fresh.token) });
    expect(leads.json().users[0].conversation_summary).toMatch(/^Grace asked: "Do you have rooms with a view of the lake\?"/);
    const [usage] = await ctx.database.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.companyId, fresh.user.companyId ?? ''), eq(aiUsage.purpose, 'summary')));
    expect(usage?.status).toBe('circuit_open');
  });
});

describe('secrecy', () => {
  it('never puts the key in an answer or a log line', async () => {
    model.behaviour = { mode: 'fail', status: 401 };
    const answers = [
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/openai-settings', headers: bearer(session.token) })).body,
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/test-openai',
          headers: bearer(session.token),
          payload: { model: 'gpt-3.5-turbo' },
        })
      ).body,
      (await streamAsk('anything', '203.0.113.50')).body,
    ];
    for (const body of answers) expect(body).not.toContain(KEY);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(KEY);
  });
});

describe('a visitor who leaves mid-answer', () => {
  it('still gets the whole answer stored and its usage counted, and the circuit stays usable', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    model.behaviour = { mode: 'answer', text: 'one two three four five six seven eight nine ten', chunkDelayMs: 150 };
    const controller = new AbortController();
    const response = await fetch(`${address}/api/public-chat/chat/${session.slug}/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'tell me everything' }),
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const first = new TextDecoder().decode((await reader.read()).value);
    const sessionId = /"sessionId":"([^"]+)"/.exec(first)?.[1];
    controller.abort();
    const messages = async () =>
      (
        (await ctx.database.db.execute(
          sql`select role, content from chat_messages where session_id = ${sessionId ?? ''} order by id`,
        )) as unknown as { rows: { role: string; content: string }[] }
      ).rows;
    await expect.poll(messages, { timeout: 5000 }).toHaveLength(2);
    expect(await messages()).toEqual([
      { role: 'user', content: 'tell me everything' },
      { role: 'assistant', content: 'one two three four five six seven eight nine ten' },
    ]);
    const usage = await lastUsage();
    expect(usage).toMatchObject({ provider: 'openai', status: 'ok' });
    expect(usage?.completionTokens).toBeGreaterThan(0);
    model.behaviour = { mode: 'answer', text: 'Still here.' };
    const next = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/chat/${session.slug}`,
      payload: { message: 'hello again' },
      remoteAddress: '203.0.113.60',
    });
    expect(next.json().reply).toBe('Still here.');
  });
});

describe('removing the key', () => {
  it('takes effect on the very next answer', async () => {
    model.behaviour = { mode: 'answer', text: 'From the model.' };
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/public-chat/chat/${session.slug}`,
        payload: { message: 'When is breakfast?' },
        remoteAddress: '203.0.113.70',
      });
    expect((await ask()).json().reply).toBe('From the model.');
    await ctx.app.inject({ method: 'DELETE', url: '/api/admin/openai-settings/api-key', headers: bearer(session.token) });
    const calls = model.requests.length;
    const after = (await ask()).json().reply as string;
    expect(model.requests.length).toBe(calls);
    expect(after).toContain('6:30');
  });
});

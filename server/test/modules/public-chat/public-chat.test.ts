import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_DEFAULTS } from '@frontdesk/contracts/branding';
import { EMAIL_TEXTS } from '@frontdesk/contracts/field-rules';
import type { PublicChatUser } from '@frontdesk/contracts/public-chat-users';
import { TEXTS } from '@frontdesk/contracts/texts';
import { aiUsage } from '../../../src/db/schema/assistant';
import { chatMessages, chatSessions } from '../../../src/db/schema/chat';
import { addKnowledge, bearer, sendAs, signUpCompany, superAdminToken } from '../../support/accounts';
import { parseSse } from '../../support/sse';
import { createTestApp, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let owner: { token: string; slug: string; companyId: string };
let other: { token: string; slug: string };

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

beforeAll(async () => {
  ctx = await createTestApp();
  const a = await signUpCompany(ctx, { companyName: 'Golden Crust Bakery' });
  const b = await signUpCompany(ctx, { companyName: 'Quiet Company' });
  owner = { token: a.token, slug: a.user.companySlug ?? '', companyId: a.user.companyId ?? '' };
  other = { token: b.token, slug: b.user.companySlug ?? '' };
  for (const [companyTitle, definition] of [
    ['Parking', 'Free parking is available behind the bakery on Elm Street, entrance next to the pharmacy.'],
    ['Opening hours', 'We are open Monday to Saturday from 7am to 6pm and closed on Sundays.'],
    ['Gluten-free', 'We bake gluten-free bread every Friday; it sells out by noon.'],
  ] as const) {
    await addKnowledge(ctx, a.token, companyTitle, definition);
  }
});
afterAll(() => ctx.close());

const ask = (slug: string, message: string, sessionId?: string, ip = '203.0.113.9', userAgent = IPHONE) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/public-chat/chat/${slug}`,
    payload: { message, ...(sessionId ? { sessionId } : {}) },
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
  });

describe('public chat profile', () => {
  it('gives name, slug and brand defaults without a login', async () => {
    const profile = await ctx.app.inject({ method: 'GET', url: `/api/public-chat/company/${owner.slug}` });
    expect(profile.json().company).toMatchObject({
      name: 'Golden Crust Bakery',
      slug: owner.slug,
      primary_color: BRAND_DEFAULTS.primary_color,
      welcome_message: BRAND_DEFAULTS.welcome_message,
    });
    const byId = await ctx.app.inject({ method: 'GET', url: `/api/public-chat/company/${owner.companyId}` });
    expect(byId.json().company.slug).toBe(owner.slug);
  });

  it("never lets a company's slug stand in for another company's id", async () => {
    const impostor = await signUpCompany(ctx, { companyName: owner.companyId });
    expect(impostor.user.companySlug).not.toBe(owner.companyId);
    const byId = await ctx.app.inject({ method: 'GET', url: `/api/public-chat/company/${owner.companyId}` });
    expect(byId.json().company.slug).toBe(owner.slug);
  });

  it('answers 404 for an unknown slug', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/public-chat/company/no-such-company' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(TEXTS.chat.companyNotFound);
  });
});

describe('asking the built-in assistant', () => {
  it('answers from a knowledge entry and starts a session', async () => {
    const answer = await ask(owner.slug, 'where can i park my car?');
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.reply).toContain('Elm Street');
    expect(body).toMatchObject({ answeredBy: 'builtin', knowledge: ['Parking'] });
    expect(body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const [session] = await ctx.database.db.select().from(chatSessions).where(eq(chatSessions.id, body.sessionId));
    // The session, the question and the answer go in one batch: the answer is counted in the new row.
    expect(session).toMatchObject({ deviceType: 'mobile', messageCount: 1, answerCount: 1, companyId: owner.companyId });
    expect(session?.lastActivityAt.getTime()).toBeGreaterThanOrEqual(session?.startedAt.getTime() ?? Infinity);
    // The built-in responder is no model call: nothing to bill or count, so no usage row.
    const usage = await ctx.database.db.select().from(aiUsage).where(eq(aiUsage.sessionId, body.sessionId));
    expect(usage).toEqual([]);
  });

  it('declines honestly and asks for contact details when it does not know', async () => {
    const answer = (await ask(owner.slug, 'Do you cater weddings for 200 guests?')).json();
    expect(answer.reply).not.toContain('Elm Street');
    expect(answer.reply).not.toContain('7am');
    expect(answer.askForContact).toBe(true);
  });

  it('continues a session and counts its messages', async () => {
    const first = (await ask(owner.slug, 'hello')).json();
    await ask(owner.slug, 'when are you open?', first.sessionId);
    const [session] = await ctx.database.db.select().from(chatSessions).where(eq(chatSessions.id, first.sessionId));
    expect(session?.messageCount).toBe(2);
    // Each answer's response time is stored with it and summed on the session (the Performance tab reads these).
    expect(session?.answerCount).toBe(2);
    expect(session?.responseMsTotal).toBeGreaterThanOrEqual(0);
    const answers = await ctx.database.db
      .select({ responseMs: chatMessages.responseMs })
      .from(chatMessages)
      .where(and(eq(chatMessages.sessionId, first.sessionId), eq(chatMessages.role, 'assistant')));
    expect(answers).toHaveLength(2);
    expect(answers.every((answer) => typeof answer.responseMs === 'number')).toBe(true);
  });

  it("remembers the visitor's id on the session it starts", async () => {
    const visitorId = '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70';
    const started = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/chat/${owner.slug}`,
      payload: { message: 'hello', visitorId },
      remoteAddress: '203.0.113.44',
    });
    const [session] = await ctx.database.db.select().from(chatSessions).where(eq(chatSessions.id, started.json().sessionId));
    expect(session?.visitorId).toBe(visitorId);
  });

  it("starts a fresh session instead of joining another company's", async () => {
    const theirs = (await ask(other.slug, 'hello')).json();
    const mine = (await ask(owner.slug, 'hello', theirs.sessionId)).json();
    expect(mine.sessionId).not.toBe(theirs.sessionId);
  });

  it('streams the answer as server-sent events', async () => {
    const streamed = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/chat/${owner.slug}/stream`,
      payload: { message: 'are you open on saturday?' },
    });
    expect(streamed.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(streamed.body);
    expect(events[0]?.type).toBe('session');
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    if (done?.type !== 'done') throw new Error('no done event');
    expect(done.reply).toContain('Saturday');
    expect(deltas.map((event) => (event.type === 'delta' ? event.text : '')).join('')).toBe(done.reply);
    expect(done.related).toEqual([]);
  });

  it('offers the topics near a question it declines, and answers one sent back by its title', async () => {
    const declined = (await ask(owner.slug, 'is there valet parking?')).json();
    expect(declined.askForContact).toBe(true);
    expect(declined.related).toEqual(['Parking']);
    expect(declined.reply).not.toContain('Elm Street');
    const streamed = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/chat/${owner.slug}/stream`,
      payload: { message: 'is there valet parking?' },
    });
    expect(parseSse(streamed.body).at(-1)).toMatchObject({ type: 'done', related: ['Parking'] });

    const tapped = (await ask(owner.slug, 'Parking', declined.sessionId)).json();
    expect(tapped.reply).toContain('Elm Street');
    expect(tapped).toMatchObject({ knowledge: ['Parking'], related: [] });
  });

  it("never offers or answers with another company's topics", async () => {
    const quiet = await signUpCompany(ctx, { companyName: 'Quiet Topics Company' });
    await addKnowledge(ctx, quiet.token, 'Bike parking', 'Bike racks are in the courtyard.');
    const slug = quiet.user.companySlug ?? '';
    const declined = (await ask(slug, 'is there valet parking?')).json();
    expect(declined.related).toEqual(['Bike parking']);
    const tapped = (await ask(slug, 'Parking')).json();
    expect(tapped.reply).not.toContain('Elm Street');
    expect(tapped.knowledge).not.toContain('Parking');
  });
});

describe('limits', () => {
  it('refuses an empty or overlong message with a clear 400', async () => {
    const empty = await ask(owner.slug, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please type a message');
    const long = await ask(owner.slug, 'a'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Messages can be at most 2000 characters');
  });

  it('rate-limits one visitor with a readable 429', async () => {
    const ip = '198.51.100.77';
    let last = await ask(owner.slug, 'hello', undefined, ip);
    for (let i = 0; i < 20; i += 1) last = await ask(owner.slug, 'hello', undefined, ip);
    expect(last.statusCode).toBe(429);
    const wait = Number(last.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    // It says how long, in the seconds the Retry-After header gives.
    expect(last.json().message).toBe(TEXTS.chatLimits.tooManyMessages(wait));
    expect(last.json().message).toMatch(/^You are sending messages too quickly\. Please wait \d+ seconds? and try again\.$/);
    expect((await ask(owner.slug, 'hello', undefined, '198.51.100.78')).statusCode).toBe(200);
  });

  it('tells visitors of a blocked company that the chat is unavailable, and reopens it on unblock', async () => {
    // Through the operator's route (blocking signs the company out, so a company of its own): the
    // company behind a slug is cached, and the block announces itself.
    const blocked = await signUpCompany(ctx, { companyName: 'Soon Blocked' });
    const slug = blocked.user.companySlug ?? '';
    const operator = await superAdminToken(ctx);
    const status = (isBlocked: boolean) =>
      sendAs(ctx, operator, 'PUT', `/api/super-admin/tenants/${blocked.user.companyId}/status`, { isBlocked });
    expect((await ask(slug, 'hello', undefined, '192.0.2.50')).statusCode).toBe(200);
    expect((await status(true)).statusCode).toBe(200);
    const refused = await ask(slug, 'hello', undefined, '192.0.2.50');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TEXTS.chat.unavailable);
    expect((await status(false)).statusCode).toBe(200);
    expect((await ask(slug, 'hello', undefined, '192.0.2.50')).statusCode).toBe(200);
  });
});

describe('leads', () => {
  it('stores contact details with a summary, listed to the company only', async () => {
    const first = (await ask(owner.slug, 'Do you bake gluten free bread?', undefined, '192.0.2.60')).json();
    await ask(owner.slug, 'Can I order two loaves for Friday?', first.sessionId, '192.0.2.60');
    const left = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/contact/${owner.slug}`,
      payload: {
        sessionId: first.sessionId,
        name: 'Grace',
        lastname: 'Hopper',
        email: 'grace@example.com',
        phone: '+1 555 0100',
      },
    });
    expect(left.statusCode).toBe(201);
    expect(left.json().message).toBe(TEXTS.chat.contactThanks);
    const users = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/public-chat-users', headers: bearer(owner.token) })
    ).json().users as PublicChatUser[];
    const grace = users.find((user) => user.email === 'grace@example.com');
    expect(grace).toMatchObject({ name: 'Grace', lastname: 'Hopper', phone: '+1 555 0100' });
    expect(grace?.conversation_summary).toContain('gluten free bread');
    const theirs = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/public-chat-users', headers: bearer(other.token) })
    ).json().users as PublicChatUser[];
    expect(theirs.find((user) => user.email === 'grace@example.com')).toBeUndefined();
  });

  it("never ties a lead to another company's conversation, nor summarises it", async () => {
    const theirs = (await ask(other.slug, 'My secret recipe uses saffron', undefined, '192.0.2.61')).json();
    const left = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/contact/${owner.slug}`,
      payload: { sessionId: theirs.sessionId, name: 'Mallory', email: 'mallory@example.com' },
    });
    expect(left.statusCode).toBe(201);
    const users = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/public-chat-users', headers: bearer(owner.token) })
    ).json().users as PublicChatUser[];
    const mallory = users.find((user) => user.email === 'mallory@example.com');
    expect(mallory).toBeDefined();
    expect(mallory?.conversation_summary ?? '').not.toContain('saffron');
    const linked = await ctx.database.db.execute(
      sql`select session_id from chat_leads where email = 'mallory@example.com' and company_id = ${owner.companyId}`,
    );
    expect((linked as unknown as { rows: { session_id: string | null }[] }).rows).toEqual([{ session_id: null }]);
  });

  it('needs a name and an e-mail or a phone number', async () => {
    const noWay = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/contact/${owner.slug}`,
      payload: { name: 'Anon' },
    });
    expect(noWay.statusCode).toBe(400);
    expect(noWay.json().message).toBe('Please leave an email or a phone number so we can reach you');
    const badEmail = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/contact/${owner.slug}`,
      payload: { name: 'Anon', email: 'nope' },
    });
    expect(badEmail.statusCode).toBe(400);
    // The message the chat's own form shows, for a widget or another client of the API too.
    expect(badEmail.json()).toMatchObject({
      message: EMAIL_TEXTS.invalid,
      details: { fieldErrors: { email: [EMAIL_TEXTS.invalid] } },
    });
    const upperCase = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/contact/${owner.slug}`,
      payload: { name: 'Anon', email: ' Anon@Example.COM ' },
    });
    expect(upperCase.statusCode, upperCase.body).toBe(201);
  });

  it('keeps sessions for analytics with their duration', async () => {
    const result = await ctx.database.db.execute(
      sql`select count(*)::int as n from chat_sessions where company_id = ${owner.companyId}`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(3);
  });
});

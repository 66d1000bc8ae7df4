import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_DEFAULTS } from '@frontdesk/contracts/calendar';
import { BUSINESS_CHAT_QUICK_QUESTIONS, BUSINESS_CHAT_TEXTS, type BusinessChatReply } from '@frontdesk/contracts/business-chat';
import { errorOf, sendAs, signUpCompany } from '../../support/accounts';
import { FakeOpenAiServer, type CompletionRequest } from '../../support/openai-server';
import { createTestApp, type TestContext } from '../../support/test-app';
import { ChatData, DAY_MINUTES } from './fixtures';

let ctx: TestContext;
let model: FakeOpenAiServer;
let builtin: Awaited<ReturnType<typeof signUpCompany>>;
let withModel: Awaited<ReturnType<typeof signUpCompany>>;
let other: Awaited<ReturnType<typeof signUpCompany>>;

async function seed(companyId: string) {
  const data = new ChatData(ctx, companyId, Date.now());
  const openings = [
    'How much does a haircut cost?',
    'what is the price of a haircut',
    'Haircut prices?',
    'When are you open on Saturday?',
    'opening hours saturday',
    'Do you take walk-ins?',
  ];
  const sessions: string[] = [];
  for (const [index, opening] of openings.entries())
    sessions.push(
      await data.session({
        startedMinutesAgo: 60 * (index + 1),
        seconds: 100 * (index + 1),
        messages: index + 1,
        device: index % 3 === 0 ? 'desktop' : 'mobile',
        opening,
      }),
    );
  await data.lead({ sessionId: sessions[5] ?? null, minutesAgo: 30, name: 'Ada', email: 'ada@example.com', phone: '555 0100' });
  await data.lead({ sessionId: sessions[1] ?? null, minutesAgo: 3 * DAY_MINUTES, name: 'Old', email: 'old@example.com' });
  await data.visit(60);
}

beforeAll(async () => {
  model = await new FakeOpenAiServer().start();
  ctx = await createTestApp({ OPENAI_BASE_URL: model.baseUrl, OUTBOUND_ALLOWED_PRIVATE: '127.0.0.1' });
  builtin = await signUpCompany(ctx, { companyName: 'Harbour Barbers' });
  withModel = await signUpCompany(ctx, { companyName: 'Hilltop Barbers' });
  other = await signUpCompany(ctx, { companyName: 'Quiet Company' });
  await sendAs(ctx, withModel.token, 'POST', '/api/admin/openai-settings', {
    model: 'gpt-3.5-turbo',
    max_tokens: 300,
    temperature: 0.2,
    api_key: 'sk-company-key-for-business-chat',
  });
  await seed(builtin.user.companyId ?? '');
  await seed(withModel.user.companyId ?? '');
});
afterAll(async () => {
  await ctx.close();
  await model.stop();
});

const ask = async (token: string, message: string) => {
  const response = await sendAs(ctx, token, 'POST', '/api/admin/business-chat', { message });
  expect(response.statusCode).toBe(200);
  return response.json<BusinessChatReply>();
};

describe('the business chat without a model', () => {
  it('answers each quick question from its query, with the data and its sources', async () => {
    const [leads, conversion, longest, common, devices, followUp] = await Promise.all(
      BUSINESS_CHAT_QUICK_QUESTIONS.map((question) => ask(builtin.token, question)),
    );
    expect(leads?.data?.title).toBe('Top 10 leads');
    expect(leads?.data?.rows[0]).toEqual(['Ada', 'ada@example.com, 555 0100', 6, '10m', 100, 'Hot']);
    expect(leads?.reply).toMatch(/Ada with a score of 100 \(Hot\)/);
    expect(leads?.reply).toMatch(/; 1 of these 6 is Hot or Warm\.$/);
    expect(leads?.sources).toEqual(['Chat sessions', 'Leads']);

    // This month's figures depend on the day the suite runs (the fixtures are hours old); the shape does not.
    expect(conversion?.data?.rows.map((row) => row[0])).toEqual([
      'Visits',
      'Chats started',
      'Contacts left',
      'Leads',
      'Engaged sessions',
      'Chat conversion',
      'Contact conversion',
      'Engagement rate',
    ]);
    expect(conversion?.reply).toMatch(/^In \w+ \d{4} so far, [\d.]+% of \d+ visits? started a chat/);
    expect(conversion?.reply).toMatch(/chats? left contact details; \d+ leads? in all, with those who booked\.$/);
    // The reply's leads are the table's, counted as Analytics counts Leads Captured: every lead, not only chats'.
    const figure = (name: string) => Number(conversion?.data?.rows.find((row) => row[0] === name)?.[1]);
    expect(conversion?.reply).toContain(`; ${figure('Leads')} lead`);
    expect(figure('Leads')).toBeGreaterThanOrEqual(figure('Contacts left'));

    expect(longest?.data?.rows.map((row) => row[3])).toEqual(['10m', '8m', '6m', '5m', '3m', '1m']);

    // Six openings, three meanings: price of a haircut, Saturday hours, walk-ins.
    expect(common?.data?.rows).toEqual([
      ['How much does a haircut cost?', 3],
      ['When are you open on Saturday?', 2],
      ['Do you take walk-ins?', 1],
    ]);
    expect(common?.reply).toMatch(/^Of the last 6 conversations, .* \(3 times\)\.$/);

    expect(devices?.data?.rows).toEqual([
      ['Mobile', 4, '66.7%'],
      ['Desktop', 2, '33.3%'],
    ]);

    expect(followUp?.data?.rows.map((row) => row[0])).toEqual(['Ada']);
    expect([leads, conversion, longest, common, devices, followUp].every((reply) => reply?.answered_by === 'builtin')).toBe(true);
  });

  it('answers "how many" for the day, week or month the question names, in the company time zone', async () => {
    // The fixtures' six chats started 1 to 6 hours ago: some may fall before the company's midnight.
    const midnight = DateTime.now().setZone(CALENDAR_DEFAULTS.timezone).startOf('day');
    const starts = [1, 2, 3, 4, 5, 6].map((hours) => DateTime.now().minus({ hours }));
    const yesterdays = starts.filter((start) => start < midnight).length;
    const chatsStarted = (reply: BusinessChatReply) => reply.data?.rows.find((row) => row[0] === 'Chats started')?.[1];

    const yesterday = await ask(builtin.token, 'How many chats did we have yesterday?');
    expect(yesterday.reply).toMatch(/^Yesterday \(\w{3} \d{1,2}\), /);
    expect(yesterday.data?.title).toMatch(/^Conversion, yesterday, \w{3} \d{1,2}$/);
    expect(chatsStarted(yesterday)).toBe(yesterdays);
    const today = await ask(builtin.token, 'how many conversations today?');
    expect(today.reply).toMatch(/^Today so far, /);
    expect(chatsStarted(today)).toBe(6 - yesterdays);
    const lastWeek = await ask(builtin.token, 'chats last week');
    expect(lastWeek.data?.title).toMatch(/^Conversion, last week, \w{3} \d{1,2} – \w{3} \d{1,2}$/);
    expect((await ask(builtin.token, 'visitors in the last 7 days')).data?.title).toBe('Conversion, last 7 days');
    // A period does not take a question another query answers.
    expect((await ask(builtin.token, 'longest chats this week')).data?.title).toBe('Longest sessions');
  });

  it('says what it can answer when the question matches no query, and refuses an empty one', async () => {
    const reply = await ask(builtin.token, 'Write me a poem');
    expect(reply).toEqual({ reply: BUSINESS_CHAT_TEXTS.notUnderstood, data: null, sources: [], answered_by: 'builtin' });
    const empty = await sendAs(ctx, builtin.token, 'POST', '/api/admin/business-chat', { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe('Please type a question');
  });

  it("answers from the asking company's data only", async () => {
    const reply = await ask(other.token, 'Show me the top 10 leads');
    expect(reply.data?.rows).toEqual([]);
  });
});

describe('the business chat with a model', () => {
  const toolResult = (request: CompletionRequest) => request.messages.find((message) => message.role === 'tool')?.content;

  it('lets the model choose a query through a tool call, never SQL, and answers with its data', async () => {
    model.behaviour = {
      mode: 'tools',
      calls: (request) => {
        const result = toolResult(request);
        if (!result) return [{ name: 'top_leads', arguments: { limit: 3 } }];
        const parsed = JSON.parse(result) as { rows: unknown[][] };
        return `Your best lead is ${String(parsed.rows[0]?.[0])}.`;
      },
    };
    const reply = await ask(withModel.token, 'Who are my hottest prospects?');
    expect(reply).toMatchObject({ reply: 'Your best lead is Ada.', answered_by: 'model', sources: ['Chat sessions', 'Leads'] });
    expect(reply.data?.rows).toHaveLength(3);
    const offered = model.requests.at(-1)?.body.tools?.map((tool) => tool.function.name);
    expect(offered).toEqual([
      'follow_up_today',
      'conversion',
      'top_leads',
      'longest_sessions',
      'common_questions',
      'device_usage',
    ]);
  });

  it("passes the model's period to the query, and tells it when the period is not one it knows", async () => {
    const results: string[] = [];
    model.behaviour = {
      mode: 'tools',
      calls: (request) => {
        const result = toolResult(request);
        if (!result) return [{ name: 'conversion', arguments: { period: results.length === 0 ? 'yesterday' : 'fortnight' } }];
        results.push(result);
        return 'Here are the figures.';
      },
    };
    const reply = await ask(withModel.token, 'How did yesterday go?');
    expect(reply.data?.title).toMatch(/^Conversion, yesterday, /);
    await ask(withModel.token, 'And the last fortnight?');
    expect(results.at(-1)).toContain('period must be one of today, yesterday');
  });

  it('falls back to the matcher when the model fails, so the owner still gets an answer', async () => {
    model.behaviour = { mode: 'fail', status: 500 };
    const reply = await ask(withModel.token, 'Mobile vs desktop usage');
    expect(reply).toMatchObject({ answered_by: 'builtin' });
    expect(reply.data?.title).toMatch(/Devices/);
  });
});

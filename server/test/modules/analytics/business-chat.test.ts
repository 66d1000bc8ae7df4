import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALENDAR_DEFAULTS } from '@frontdesk/contracts/calendar';
import { BUSINESS_CHAT_QUICK_QUESTIONS, BUSINESS_CHAT_TEXTS, type BusinessChatReply } from '@frontdesk/contracts/business-chat';
import { errorOf, getAs, loginOk, sendAs, signUpCompany } from '../../support/accounts';
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

const toolResult = (request: CompletionRequest) => request.messages.find((message) => message.role === 'tool')?.content;

describe('the business chat with a model', () => {
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
      'appointment_count',
      'upcoming_appointments',
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

type AppointmentFixture = {
  /** The company's local time, ISO without an offset. */
  at: string;
  minutes?: number;
  name: string;
  title?: string;
  status?: 'confirmed' | 'cancelled';
  source?: 'internal' | 'chat' | 'google' | 'ghl';
};

/** Appointments written straight into the database, at exact times of the company's time zone. */
async function seedAppointments(companyId: string, zone: string, fixtures: AppointmentFixture[]) {
  for (const fixture of fixtures) {
    const start = DateTime.fromISO(fixture.at, { zone });
    await ctx.database.executeSql(
      `insert into appointments (id, company_id, title, client_name, client_email, start_time, end_time, status, created_source)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        randomUUID(),
        companyId,
        fixture.title ?? '',
        fixture.name,
        `${fixture.name.split(' ')[0]?.toLowerCase()}@example.com`,
        start.toISO(),
        start.plus({ minutes: fixture.minutes ?? 30 }).toISO(),
        fixture.status ?? 'confirmed',
        fixture.source ?? 'chat',
      ],
    );
  }
}

describe("the business chat on the company's appointments", () => {
  const zone = 'Asia/Tokyo';
  let tokyo: Awaited<ReturnType<typeof signUpCompany>>;
  let neighbour: Awaited<ReturnType<typeof signUpCompany>>;

  beforeAll(async () => {
    // Monday 1 September 2031, 08:00 in Tokyo, is still Sunday 31 August (23:00) in UTC: another day,
    // another Monday week and another month. The clock only moves forward, and the sessions are new.
    vi.setSystemTime(DateTime.fromISO('2031-09-01T08:00:00', { zone }).toJSDate());
    tokyo = await signUpCompany(ctx, { companyName: 'Tokyo Dental' });
    neighbour = await signUpCompany(ctx, { companyName: 'Osaka Dental' });
    for (const company of [tokyo, neighbour]) {
      const { config } = (await getAs(ctx, company.token, '/api/company/calendar-config')).json<{
        config: Record<string, unknown>;
      }>();
      const saved = await sendAs(ctx, company.token, 'POST', '/api/company/calendar-config', { ...config, timezone: zone });
      expect(saved.statusCode).toBe(200);
    }
    await seedAppointments(tokyo.user.companyId ?? '', zone, [
      { at: '2031-08-31T23:50', minutes: 10, name: 'Night Owl', source: 'internal' },
      { at: '2031-09-01T00:00', name: 'Early Bird' },
      { at: '2031-09-01T12:00', name: 'Cancelled Carl', status: 'cancelled' },
      { at: '2031-09-01T23:30', name: 'Late Lucy', source: 'google' },
      { at: '2031-09-02T00:00', name: 'Tomorrow Tom' },
      { at: '2031-09-03T10:00', minutes: 45, name: 'Ada Lovelace', title: 'Consultation', source: 'internal' },
      { at: '2031-09-03T09:00', name: 'Grace Hopper', title: 'Cleaning', source: 'ghl' },
      { at: '2031-09-03T08:00', name: 'Cancelled Cora', status: 'cancelled', source: 'internal' },
      { at: '2031-09-07T23:30', name: 'Sunday Sam', source: 'google' },
      { at: '2031-09-08T00:00', name: 'Monday Mo', source: 'internal' },
      { at: '2031-09-30T23:30', name: 'Month-end Meg' },
      { at: '2031-10-01T00:00', name: 'October Olga' },
    ]);
    // Another company's bookings, at the same times and sooner: never counted or listed for Tokyo Dental.
    await seedAppointments(neighbour.user.companyId ?? '', zone, [
      { at: '2031-09-01T09:00', name: 'Neighbour Nina' },
      { at: '2031-09-01T12:00', name: 'Neighbour Ned', source: 'internal' },
      { at: '2031-09-02T00:00', name: 'Neighbour Nora', source: 'google' },
    ]);
  });

  const bySource = (chat: number, calendar: number, google: number, ghl: number, cancelled: number) => [
    ['Booked in the chat', chat],
    ['Added in the calendar', calendar],
    ['Google Calendar', google],
    ['GoHighLevel', ghl],
    ['Total', chat + calendar + google + ghl],
    ['Cancelled (not in the total)', cancelled],
  ];

  it("counts a day's appointments from the company's midnight to the next, cancelled ones apart", async () => {
    const today = await ask(tokyo.token, 'How many appointments do I have today?');
    expect(today).toMatchObject({
      reply: 'Today (Sep 1): 2 appointments, 1 of them booked by visitors in the chat; 1 cancelled appointment not counted.',
      sources: ['Appointments'],
      answered_by: 'builtin',
    });
    // 00:00 and 23:30 in Tokyo; the one at 23:50 the evening before is yesterday's.
    expect(today.data).toEqual({
      title: 'Appointments, today, Sep 1',
      columns: ['Booked through', 'Appointments'],
      rows: bySource(1, 0, 1, 0, 1),
    });
    const yesterday = await ask(tokyo.token, 'appointments yesterday');
    expect(yesterday.reply).toBe('Yesterday (Aug 31): 1 appointment.');
    expect(yesterday.data?.rows).toEqual(bySource(0, 1, 0, 0, 0));
    const tomorrow = await ask(tokyo.token, 'how many bookings tomorrow?');
    expect(tomorrow.data?.title).toBe('Appointments, tomorrow, Sep 2');
    expect(tomorrow.data?.rows).toEqual(bySource(1, 0, 0, 0, 0));
  });

  it('counts the whole Monday week and month the question names, days still to come included', async () => {
    const week = await ask(tokyo.token, 'How many appointments do I have this week?');
    expect(week.reply).toBe(
      'This week (Sep 1 – Sep 7): 6 appointments, 2 of them booked by visitors in the chat; 2 cancelled appointments not counted.',
    );
    expect(week.data?.rows).toEqual(bySource(2, 1, 2, 1, 2));
    const nextWeek = await ask(tokyo.token, 'bookings next week');
    expect(nextWeek.data?.title).toBe('Appointments, next week, Sep 8 – Sep 14');
    expect(nextWeek.data?.rows).toEqual(bySource(0, 1, 0, 0, 0));
    const lastWeek = await ask(tokyo.token, 'meetings last week');
    expect(lastWeek.data?.title).toBe('Appointments, last week, Aug 25 – Aug 31');
    expect(lastWeek.data?.rows).toEqual(bySource(0, 1, 0, 0, 0));

    const month = await ask(tokyo.token, 'bookings this month');
    expect(month.reply).toBe(
      'In September 2031: 8 appointments, 3 of them booked by visitors in the chat; 2 cancelled appointments not counted.',
    );
    expect(month.data?.title).toBe('Appointments, September 2031');
    // No period named: this month, as for the other questions.
    expect((await ask(tokyo.token, 'How many appointments have been booked?')).data).toEqual(month.data);
    expect((await ask(tokyo.token, 'appointments next month')).data?.rows).toEqual(bySource(1, 0, 0, 0, 0));
    expect((await ask(tokyo.token, 'appointments last month')).data?.rows).toEqual(bySource(0, 1, 0, 0, 0));
  });

  it('lists the next confirmed appointments, soonest first, in the company time zone', async () => {
    const upcoming = await ask(tokyo.token, 'What are my upcoming appointments?');
    expect(upcoming.reply).toBe(
      'Your next appointment is with Late Lucy on Mon, Sep 1, 2031, 11:30 PM – 12:00 AM (Asia/Tokyo time); here are the next 8.',
    );
    expect(upcoming.sources).toEqual(['Appointments']);
    expect(upcoming.data?.title).toBe('Upcoming appointments (Asia/Tokyo time)');
    expect(upcoming.data?.columns).toEqual(['When', 'Name', 'E-mail', 'Title', 'Booked through']);
    // Early Bird's started before now; Cora's is cancelled; the neighbour's are the neighbour's.
    expect(upcoming.data?.rows.map((row) => row[1])).toEqual([
      'Late Lucy',
      'Tomorrow Tom',
      'Grace Hopper',
      'Ada Lovelace',
      'Sunday Sam',
      'Monday Mo',
      'Month-end Meg',
      'October Olga',
    ]);
    expect(upcoming.data?.rows[2]).toEqual([
      'Wed, Sep 3, 2031, 9:00 AM – 9:30 AM',
      'Grace Hopper',
      'grace@example.com',
      'Cleaning',
      'GoHighLevel',
    ]);
    expect(upcoming.data?.rows[0]?.[3]).toBe('—');

    const three = await ask(tokyo.token, 'show my next 3 bookings');
    expect(three.data?.rows.map((row) => row[1])).toEqual(['Late Lucy', 'Tomorrow Tom', 'Grace Hopper']);
    expect((await ask(tokyo.token, 'next bookings')).data?.rows).toHaveLength(8);
    const next = await ask(tokyo.token, 'When is my next appointment?');
    expect(next.data?.rows).toHaveLength(1);
    expect(next.reply).toBe(
      'Your next appointment is with Late Lucy on Mon, Sep 1, 2031, 11:30 PM – 12:00 AM (Asia/Tokyo time).',
    );
  });

  it("counts and lists the asking company's appointments only", async () => {
    const week = await ask(neighbour.token, 'How many appointments do I have this week?');
    expect(week.data?.rows).toEqual(bySource(1, 1, 1, 0, 0));
    const upcoming = await ask(neighbour.token, 'upcoming appointments');
    expect(upcoming.data?.rows.map((row) => row[1])).toEqual(['Neighbour Nina', 'Neighbour Ned', 'Neighbour Nora']);
    const none = await ask((await loginOk(ctx, other.email)).token, 'What are my upcoming appointments?');
    expect(none).toMatchObject({ reply: 'You have no upcoming appointments.', data: { rows: [] } });
  });

  it("leaves the other questions to their own queries, and appointments' to these", async () => {
    expect((await ask(tokyo.token, 'What is my conversion rate this month?')).data?.title).toMatch(/^Conversion, /);
    expect((await ask(tokyo.token, 'How many chats did we have today?')).data?.title).toMatch(/^Conversion, today/);
    expect((await ask(tokyo.token, 'Who should I follow up with today?')).data?.title).toBe('Follow up today');
    expect((await ask(tokyo.token, "What's on my calendar tomorrow?")).data?.title).toBe('Appointments, tomorrow, Sep 2');
    // Another query's subject beside an appointment word: that query answers.
    for (const [question, title] of [
      ['What do visitors ask about bookings?', 'Common questions'],
      ['What are the most common questions about appointments?', 'Common questions'],
      ['Which leads booked an appointment?', 'Top 10 leads'],
      ['Show me the top 10 leads who booked', 'Top 10 leads'],
      ['mobile vs desktop bookings', /^Devices, /],
      ['longest meetings', 'Longest sessions'],
    ] as const)
      expect((await ask(tokyo.token, question)).data?.title, question).toMatch(title);
    // A list asked for with a period named is still a list.
    const listed = await ask(tokyo.token, 'show my next 3 bookings this week');
    expect(listed.data?.title).toMatch(/^Upcoming appointments/);
  });

  it('lets the model count appointments for a period to come, and tells it the periods it may ask for', async () => {
    const results: string[] = [];
    const modelled = await loginOk(ctx, withModel.email);
    await seedAppointments(withModel.user.companyId ?? '', CALENDAR_DEFAULTS.timezone, [
      { at: '2031-09-02T10:00', name: 'Modelled Max' },
      { at: '2031-09-03T10:00', name: 'Modelled Mia', status: 'cancelled' },
    ]);
    model.behaviour = {
      mode: 'tools',
      calls: (request) => {
        const result = toolResult(request);
        if (!result)
          return [{ name: 'appointment_count', arguments: { period: results.length === 0 ? 'next_week' : 'fortnight' } }];
        results.push(result);
        return 'One appointment next week.';
      },
    };
    const reply = await ask(modelled.token, 'Am I busy next week?');
    expect(reply).toMatchObject({ reply: 'One appointment next week.', answered_by: 'model', sources: ['Appointments'] });
    // In Chicago it is still Sunday 31 August: next week is Tokyo's this week.
    expect(reply.data?.title).toBe('Appointments, next week, Sep 1 – Sep 7');
    expect(reply.data?.rows).toEqual(bySource(1, 0, 0, 0, 1));
    await ask(modelled.token, 'And the fortnight after?');
    expect(results.at(-1)).toContain('period must be one of today, yesterday');
    expect(results.at(-1)).toContain('tomorrow, next_week, next_month');

    model.behaviour = {
      mode: 'tools',
      calls: (request) => (toolResult(request) ? 'Max is next.' : [{ name: 'upcoming_appointments', arguments: { limit: 5 } }]),
    };
    const upcoming = await ask(modelled.token, 'Who is coming in next?');
    expect(upcoming).toMatchObject({ reply: 'Max is next.', answered_by: 'model' });
    expect(upcoming.data?.rows.map((row) => row[1])).toEqual(['Modelled Max']);
  });
});

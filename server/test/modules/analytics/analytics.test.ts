import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS, type Analytics, type BusinessIntelligence } from '@frontdesk/contracts/analytics';
import { bearer, errorOf, getAs, sendAs, signUpCompany } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';
import { ChatData, DAY_MINUTES } from './fixtures';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
let other: Awaited<ReturnType<typeof signUpCompany>>;
let empty: Awaited<ReturnType<typeof signUpCompany>>;
let now: number;
const ids: Record<string, string> = {};

/**
 * The hand-computed company (minutes before now; its calendar's time zone is America/Chicago):
 *   s1  1 h ago   5 messages  240 s  mobile   lead with e-mail and phone   2 answers, 3,000 ms   visitor A
 *   s6  2 h ago   1 message    30 s  desktop                                                   visitor A
 *   s2  2 days    2 messages  600 s  desktop                                                   visitor B
 *   s3  7 days − 5 min   3 messages  180 s  tablet   lead with e-mail (the edge, inside 7 days)  visitor D
 *   s4  7 days + 5 min   6 messages 1200 s  desktop  lead with e-mail and phone   1 answer, 1,000 ms   visitor E
 *   s5  40 days   4 messages   90 s  mobile   (no visitor id: a client other than the chat page)
 *   l5  3 days ago, contact details left without chatting (e-mail)
 *   visits: A 1 h, B 2 days, C 3 days (never chats), D 7 days − 1 min, E 8 days
 */
beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpCompany(ctx, { companyName: 'Harbour Homes' });
  other = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
  empty = await signUpCompany(ctx, { companyName: 'Empty Studio' });
  now = Date.now();
  const data = new ChatData(ctx, owner.user.companyId ?? '', now);
  const [a, b, , d, e] = await Promise.all(
    [60, 2 * DAY_MINUTES, 3 * DAY_MINUTES, 7 * DAY_MINUTES - 1, 8 * DAY_MINUTES].map((minutes) => data.visit(minutes)),
  );
  ids.s1 = await data.session({
    startedMinutesAgo: 60,
    seconds: 240,
    messages: 5,
    device: 'mobile',
    responseMs: 3000,
    answers: 2,
    visitor: a,
  });
  ids.s6 = await data.session({ startedMinutesAgo: 120, seconds: 30, messages: 1, device: 'desktop', visitor: a });
  ids.s2 = await data.session({ startedMinutesAgo: 2 * DAY_MINUTES, seconds: 600, messages: 2, device: 'desktop', visitor: b });
  ids.s3 = await data.session({
    startedMinutesAgo: 7 * DAY_MINUTES - 5,
    seconds: 180,
    messages: 3,
    device: 'tablet',
    visitor: d,
  });
  ids.s4 = await data.session({
    startedMinutesAgo: 7 * DAY_MINUTES + 5,
    seconds: 1200,
    messages: 6,
    device: 'desktop',
    responseMs: 1000,
    answers: 1,
    visitor: e,
  });
  ids.s5 = await data.session({ startedMinutesAgo: 40 * DAY_MINUTES, seconds: 90, messages: 4, device: 'mobile' });
  await data.lead({ sessionId: ids.s1 ?? '', minutesAgo: 58, name: 'Ada', email: 'ada@example.com', phone: '+1 555 0100' });
  await data.lead({ sessionId: ids.s3 ?? '', minutesAgo: 7 * DAY_MINUTES - 6, name: 'Ben', email: 'ben@example.com' });
  await data.lead({
    sessionId: ids.s4 ?? '',
    minutesAgo: 7 * DAY_MINUTES + 2,
    name: 'Cleo',
    email: 'c@example.com',
    phone: '555 0101',
  });
  ids.l5 = await data.lead({ sessionId: null, minutesAgo: 3 * DAY_MINUTES, name: 'Dan', email: 'dan@example.com' });

  // Another company's conversations never count for this one.
  const noise = new ChatData(ctx, other.user.companyId ?? '', now);
  for (let i = 0; i < 3; i += 1) {
    const id = await noise.session({ startedMinutesAgo: 30, seconds: 900, messages: 9, device: 'mobile' });
    await noise.lead({ sessionId: id, minutesAgo: 20, name: 'Noise', email: 'n@example.com', phone: '1' });
    await noise.visit(30);
  }
});
afterAll(() => ctx.close());

const analytics = async (token: string, range?: string) => {
  const response = await getAs(ctx, token, `/api/admin/analytics${range ? `?range=${range}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json<Analytics>();
};
const intelligence = async (token: string, query = '') => {
  const response = await getAs(ctx, token, `/api/admin/business-intelligence${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<BusinessIntelligence>();
};

describe('GET /api/admin/analytics', () => {
  it('computes every figure of the last 7 days (the default), the session just inside the edge included', async () => {
    const figures = await analytics(owner.token);
    expect(figures).toMatchObject({
      totalUsers: 6,
      periodUsers: 4,
      totalSessions: 4,
      leadsCapture: 3,
      // Ada's and Ben's sessions of the four left contact details; Dan left his without chatting.
      leadConversionRate: 50,
      avgSessionDuration: 263,
      avgMessages: 2.8,
      engagementRate: 50,
      visits: 4,
      // Visitors A (two conversations), B and D chatted; C only looked.
      chatVisitors: 3,
      chatConversionRate: 75,
      totalMessages: 11,
      deviceBreakdown: { mobile: 2, desktop: 2 },
      timezone: 'America/Chicago',
    });
    expect(figures.recentActivity.map((row) => [row.name, row.device_type, row.message_count, row.session_duration])).toEqual([
      ['Ada', 'mobile', 5, 240],
      ['Anonymous', 'other', 1, 30],
      ['Anonymous', 'other', 2, 600],
      ['Ben', 'mobile', 3, 180],
    ]);
  });

  it('narrows to the last day and widens to 30 and 90 days', async () => {
    expect(await analytics(owner.token, '1d')).toMatchObject({
      periodUsers: 2,
      leadsCapture: 1,
      visits: 1,
      chatVisitors: 1,
      chatConversionRate: 100,
      totalMessages: 6,
    });
    expect(await analytics(owner.token, '30d')).toMatchObject({
      periodUsers: 5,
      leadsCapture: 4,
      visits: 5,
      chatVisitors: 4,
      chatConversionRate: 80,
      totalMessages: 17,
    });
    expect(await analytics(owner.token, '90d')).toMatchObject({ periodUsers: 6, totalUsers: 6, totalMessages: 21 });
  });

  it("counts daily activity by the company's own days, at most 7 of them", async () => {
    const zone = 'America/Chicago';
    const week = await analytics(owner.token, '30d');
    expect(week.dailyStats).toHaveLength(7);
    expect(week.dailyStats.at(-1)?.date).toBe(DateTime.fromMillis(Date.now(), { zone }).toISODate());
    const dayOf = (minutesAgo: number) => DateTime.fromMillis(now - minutesAgo * 60_000, { zone }).toISODate();
    const s2Day = week.dailyStats.find((day) => day.date === dayOf(2 * DAY_MINUTES));
    expect(s2Day).toMatchObject({ users: 1, messages: 2, avgDuration: 600 });
    expect((await analytics(owner.token, '1d')).dailyStats).toHaveLength(1);

    // Tokyo's day starts 14 or 15 hours before Chicago's: the same sessions fall on other dates.
    const { config } = (await getAs(ctx, owner.token, '/api/company/calendar-config')).json<{
      config: Record<string, unknown>;
    }>();
    const saved = await sendAs(ctx, owner.token, 'POST', '/api/company/calendar-config', { ...config, timezone: 'Asia/Tokyo' });
    expect(saved.statusCode).toBe(200);
    const tokyo = await analytics(owner.token, '7d');
    expect(tokyo.timezone).toBe('Asia/Tokyo');
    expect(tokyo.dailyStats.at(-1)?.date).toBe(DateTime.fromMillis(Date.now(), { zone: 'Asia/Tokyo' }).toISODate());
    const s1TokyoDay = DateTime.fromMillis(now - 60 * 60_000, { zone: 'Asia/Tokyo' }).toISODate();
    const s6TokyoDay = DateTime.fromMillis(now - 120 * 60_000, { zone: 'Asia/Tokyo' }).toISODate();
    const expectedToday = [s1TokyoDay, s6TokyoDay].filter((day) => day === tokyo.dailyStats.at(-1)?.date).length;
    expect(tokyo.dailyStats.at(-1)?.users).toBe(expectedToday);
    await sendAs(ctx, owner.token, 'POST', '/api/company/calendar-config', config);
  });

  it('answers an empty company with zeros, not errors', async () => {
    const figures = await analytics(empty.token, '90d');
    expect(figures).toMatchObject({
      totalUsers: 0,
      periodUsers: 0,
      leadConversionRate: 0,
      avgSessionDuration: 0,
      avgMessages: 0,
      engagementRate: 0,
      chatVisitors: 0,
      chatConversionRate: 0,
      recentActivity: [],
    });
    expect(figures.dailyStats.every((day) => day.users === 0)).toBe(true);
  });

  it('refuses an unknown range with a message, and a visitor without a token', async () => {
    const bad = await getAs(ctx, owner.token, '/api/admin/analytics?range=2d');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/range must be 1d, 7d, 30d or 90d/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/analytics' })).statusCode).toBe(401);
  });
});

describe('chat conversion, when a visitor starts new conversations', () => {
  it('counts each visitor who chatted once, so it stays a share of the visits', async () => {
    const company = await signUpCompany(ctx, { companyName: 'Cedar Studio' });
    const slug = company.user.companySlug ?? '';
    const open = async (visitor: string) =>
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/public-chat/company/${slug}?visitor=${visitor}` })).statusCode,
      ).toBe(200);
    const write = async (message: string, from: { visitorId?: string } = {}) =>
      expect(
        (await ctx.app.inject({ method: 'POST', url: `/api/public-chat/chat/${slug}`, payload: { message, ...from } }))
          .statusCode,
      ).toBe(200);
    const chatty = randomUUID();
    const looker = randomUUID();
    await open(chatty);
    await open(looker);
    // A first conversation, then "Start a new conversation" twice: three sessions, one visit.
    for (const message of ['hello', 'are you open on Sunday?', 'do you sell gift cards?'])
      await write(message, { visitorId: chatty });
    // Clients other than the chat page: a visitor id that opened no chat, and none at all.
    await write('hello', { visitorId: randomUUID() });
    await write('hello');

    const figures = await analytics(company.token, '1d');
    expect(figures).toMatchObject({ visits: 2, totalSessions: 5, chatVisitors: 1, chatConversionRate: 50 });
    expect((await intelligence(company.token)).conversionMetrics).toMatchObject({
      visitors: 2,
      chatStarts: 5,
      chatConversionRate: 50,
    });
  });
});

describe('GET /api/admin/business-intelligence', () => {
  it('scores leads on the server, best first, over the last 30 days by default', async () => {
    const bi = await intelligence(owner.token);
    expect(bi.leadScoring.map((lead) => [lead.name, lead.score, lead.quality])).toEqual([
      ['Cleo', 100, 'Hot'],
      ['Ada', 75, 'Warm'],
      ['Dan', 30, 'Low'],
      ['Ben', 30, 'Low'],
      ['', 25, 'Low'],
      ['', 0, 'Low'],
    ]);
    expect(bi.conversionMetrics).toEqual({
      visitors: 5,
      chatStarts: 5,
      // Sessions that left contact details, a part of those started: Dan's lead had no chat.
      contactProvided: 3,
      highEngagement: 3,
      chatConversionRate: 80,
      contactConversionRate: 60,
      engagementRate: 60,
    });
    expect(bi.performanceMetrics).toEqual({ avgResponseTime: 1.33, satisfactionScore: 80, completionRate: 60, answers: 3 });
  });

  it('takes a range of days and refuses one that ends before it starts', async () => {
    const today = DateTime.fromMillis(Date.now(), { zone: 'America/Chicago' });
    const bi = await intelligence(
      owner.token,
      `?from=${today.minus({ days: 45 }).toISODate()}&to=${today.minus({ days: 35 }).toISODate()}`,
    );
    expect(bi.conversionMetrics.chatStarts).toBe(1);
    expect(bi.leadScoring).toHaveLength(1);
    const reversed = await getAs(ctx, owner.token, '/api/admin/business-intelligence?from=2026-02-10&to=2026-02-01');
    expect(reversed.statusCode).toBe(400);
    expect(errorOf(reversed).message).toMatch(/from must not be after to/);
    for (const path of ['/api/admin/business-intelligence', '/api/admin/export-analytics']) {
      const beyond = await getAs(ctx, owner.token, `${path}?format=csv&from=0001-01-01&to=9999-12-31`);
      expect(beyond.statusCode, path).toBe(400);
      expect(errorOf(beyond).message).toBe('from must be in the years 2000 to 2099');
    }
  });
});

describe('GET /api/admin/export-analytics', () => {
  it('downloads analytics-report.csv, parsed back with the same rows', async () => {
    const response = await getAs(ctx, owner.token, '/api/admin/export-analytics?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="analytics-report.csv"');
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {})).toEqual([...EXPORT_COLUMNS]);
    expect(rows.map((row) => row.Session).sort()).toEqual([ids.s1, ids.s2, ids.s3, ids.s4, ids.s6, ids.l5].sort());
    // Lead Scoring lists Dan, who left his details without chatting: so does the export.
    expect(rows.find((row) => row.Session === ids.l5)).toMatchObject({ Name: 'Dan', 'E-mail': 'dan@example.com', Messages: '0' });
    expect(rows.find((row) => row.Session === ids.s4)).toMatchObject({
      Name: 'Cleo',
      Phone: '555 0101',
      'Lead score': '100',
      Quality: 'Hot',
      Messages: '6',
      'Duration (s)': '1200',
    });
  });

  it('downloads analytics-report.xlsx, read back with exceljs', async () => {
    const response = await getAs(ctx, owner.token, '/api/admin/export-analytics?format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="analytics-report.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sessions');
    const values = (row: number) => (sheet?.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual([...EXPORT_COLUMNS]);
    expect(sheet?.rowCount).toBe(7);
    const s1 = [2, 3, 4, 5, 6, 7].map(values).find((row) => row[0] === ids.s1);
    expect(s1).toEqual([ids.s1, expect.any(Date), 'mobile', 5, 240, 'Ada', 'ada@example.com', '+1 555 0100', 75, 'Warm']);
    // Started is a date cell holding the instant the CSV writes as text.
    const csv = parse((await getAs(ctx, owner.token, '/api/admin/export-analytics?format=csv')).body, {
      columns: true,
    }) as Record<string, string>[];
    const started = csv.find((row) => row.Session === ids.s1)?.['Started (UTC)'] ?? '';
    expect(started).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
    expect((s1?.[1] as Date).getTime()).toBe(new Date(started).getTime());
    expect(sheet?.getColumn(2).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('writes a formula-looking name as text in CSV, and refuses an unknown format', async () => {
    const data = new ChatData(ctx, empty.user.companyId ?? '', Date.now());
    const session = await data.session({ startedMinutesAgo: 5, seconds: 10, messages: 1, device: 'desktop' });
    await data.lead({ sessionId: session, minutesAgo: 4, name: '=HYPERLINK("http://evil")' });
    const csv = await getAs(ctx, empty.token, '/api/admin/export-analytics?format=csv');
    const [row] = parse(csv.body, { columns: true }) as Record<string, string>[];
    expect(row?.Name).toBe(`'=HYPERLINK("http://evil")`);
    const bad = await getAs(ctx, owner.token, '/api/admin/export-analytics?format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/format must be csv or xlsx/);
  });
});

describe('tenancy', () => {
  it("never counts another company's visitors, leads or sessions", async () => {
    const figures = await analytics(other.token, '90d');
    expect(figures).toMatchObject({ totalUsers: 3, periodUsers: 3, leadsCapture: 3, visits: 3 });
    const bi = await intelligence(other.token);
    expect(bi.leadScoring.every((lead) => lead.name === 'Noise')).toBe(true);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/export-analytics?format=csv',
      headers: bearer(other.token),
    });
    expect(parse(csv.body, { columns: true })).toHaveLength(3);
  });
});

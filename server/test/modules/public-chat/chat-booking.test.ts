import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_TEXTS, CALENDAR_DEFAULTS, type Appointment, type Slot } from '@frontdesk/contracts/calendar';
import type { ChatResponse } from '@frontdesk/contracts/public-chat';
import type { PublicChatUser } from '@frontdesk/contracts/public-chat-users';
import { addKnowledge, getAs, sendAs, signUpCompany, uniqueIp } from '../../support/accounts';
import { FakeOpenAiServer, type CompletionRequest } from '../../support/openai-server';
import { startSmtpServer, type SmtpTestServer } from '../../support/smtp';
import { parseSse } from '../../support/sse';
import { bookingUnavailableReply } from '../../../src/assistant/builtin/builtin-replies';
import { createTestApp, queueSettled, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let model: FakeOpenAiServer;
let smtp: SmtpTestServer;
let withModel: Awaited<ReturnType<typeof signUpCompany>>;
let builtin: Awaited<ReturnType<typeof signUpCompany>>;
const DAY = '2030-03-04';

beforeAll(async () => {
  model = await new FakeOpenAiServer().start();
  smtp = await startSmtpServer({ credentials: { user: 'bookings', pass: 'smtp-secret-passphrase' } });
  ctx = await createTestApp({ OPENAI_BASE_URL: model.baseUrl, OUTBOUND_ALLOWED_PRIVATE: '127.0.0.1' });
  withModel = await signUpCompany(ctx, { companyName: 'Hilltop Dental' });
  builtin = await signUpCompany(ctx, { companyName: 'Harbour Bakery' });
  await sendAs(ctx, withModel.token, 'POST', '/api/admin/openai-settings', {
    model: 'gpt-3.5-turbo',
    max_tokens: 300,
    temperature: 0.2,
    api_key: 'sk-company-key-for-booking-tests',
  });
  await sendAs(ctx, withModel.token, 'POST', '/api/company/calendar-config', {
    ...CALENDAR_DEFAULTS,
    timezone: 'UTC',
    slot_duration: 60,
    buffer_time: 0,
  });
  await sendAs(ctx, withModel.token, 'POST', '/api/v1/email-config', {
    smtpHost: '127.0.0.1',
    smtpPort: String(smtp.port),
    smtpUser: 'bookings',
    smtpPassword: 'smtp-secret-passphrase',
    senderEmail: 'desk@hilltop.example',
    senderName: 'Hilltop Dental',
  });
});
afterAll(async () => {
  await ctx.close();
  await model.stop();
  await smtp.close();
});

const chat = async (slug: string, message: string, ip = uniqueIp()) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/public-chat/chat/${slug}`,
    payload: { message },
    remoteAddress: ip,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatResponse>();
};
const appointments = async () =>
  (await getAs(ctx, withModel.token, '/api/company/appointments')).json<{ appointments: Appointment[] }>().appointments;
const lastToolResult = (request: CompletionRequest) => {
  const last = request.messages.at(-1);
  return last?.role === 'tool' ? (JSON.parse(last.content ?? '{}') as Record<string, unknown>) : null;
};
const toolResults = (request: CompletionRequest) =>
  request.messages.filter((message) => message.role === 'tool').map((message) => JSON.parse(message.content ?? '{}') as unknown);
const freeTimesIn = (result: Record<string, unknown> | null) => (result?.['free_times'] ?? []) as (Slot & { local: string })[];
/** A model that lists the day's free times, books the first for Grace, then says what happened. */
const bookFirstFreeTime = (day: string) => (request: CompletionRequest) => {
  const result = lastToolResult(request);
  if (!result) return [{ name: 'list_free_times', arguments: { from_date: day, days: 1 } }];
  if (Array.isArray(result['free_times']))
    return [
      {
        name: 'book_appointment',
        arguments: { start_time: freeTimesIn(result)[0]?.start, name: 'Grace Hopper', email: 'grace@example.com' },
      },
    ];
  return result['booked'] ? 'Booked.' : `Not booked: ${String(result['error'])}`;
};

describe('a model books through tool calls', () => {
  it('lists the free times, books one for the visitor, and the confirmations go out', async () => {
    model.behaviour = {
      mode: 'tools',
      calls: (request) => {
        const result = lastToolResult(request);
        if (!result) return [{ name: 'list_free_times', arguments: { from_date: DAY, days: 1 } }];
        if (Array.isArray(result['free_times'])) {
          const first = (result['free_times'] as { start: string }[])[0];
          return [
            {
              name: 'book_appointment',
              arguments: { start_time: first?.start, name: 'Grace Hopper', email: 'grace@example.com', notes: 'Toothache' },
            },
          ];
        }
        return result['booked']
          ? 'You are booked for 9:00 on 4 March. A confirmation is on its way.'
          : 'That time could not be booked.';
      },
    };
    const answer = await chat(withModel.user.companySlug ?? '', 'Can I come in on March 4th 2030? I am Grace, grace@example.com');
    expect(answer.reply).toBe('You are booked for 9:00 on 4 March. A confirmation is on its way.');
    expect(answer.booked).toMatchObject({ start_time: '2030-03-04T09:00:00.000Z', end_time: '2030-03-04T10:00:00.000Z' });
    expect(answer.booked?.manage_url).toMatch(/^http:\/\/frontdesk\.test\/booking\//);
    expect(answer.askForContact).toBe(false);
    // The company has no knowledge entries, so the model was handed none.
    expect(answer).toMatchObject({ answeredBy: 'model', knowledge: [] });

    const first = model.requests.at(-3)?.body;
    expect(first?.tools?.map((tool) => tool.function.name)).toEqual(['list_free_times', 'book_appointment']);
    const today = ctx.clock.now();
    const weekday = today.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    expect(first?.messages[0]?.content).toContain(
      `You can book appointments. Today is ${weekday}, ${today.toISOString().slice(0, 10)} (time zone UTC).`,
    );
    // The calendar's real free times of that day, each with the time as the visitor reads it.
    const listed = lastToolResult(model.requests.at(-2)?.body as CompletionRequest);
    expect(listed).toMatchObject({ timezone: 'UTC' });
    expect(freeTimesIn(listed).map((slot) => slot.local)).toEqual(
      [9, 10, 11, 12, 13, 14, 15, 16].map(
        (hour) => `Monday, March 4 at ${hour > 12 ? hour - 12 : hour}:00 ${hour < 12 ? 'AM' : 'PM'}`,
      ),
    );
    expect(freeTimesIn(listed)[0]).toMatchObject({ start: '2030-03-04T09:00:00.000Z', end: '2030-03-04T10:00:00.000Z' });
    // The assistant's own calls went back to the model with their results.
    const last = model.requests.at(-1)?.body as CompletionRequest;
    expect(
      last.messages.filter((message) => message.role === 'assistant').map((message) => message.tool_calls?.[0]?.function.name),
    ).toEqual(['list_free_times', 'book_appointment']);
    expect(toolResults(last).at(-1)).toMatchObject({ booked: true, timezone: 'UTC', local: 'Monday, March 4 at 9:00 AM' });

    expect(await appointments()).toEqual([
      expect.objectContaining({
        client_name: 'Grace Hopper',
        client_email: 'grace@example.com',
        status: 'confirmed',
        created_source: 'chat',
      }),
    ]);
    await queueSettled(ctx.database);
    expect(smtp.received.flatMap((mail) => mail.to).sort()).toEqual(['desk@hilltop.example', 'grace@example.com']);
    expect(smtp.received.some((mail) => mail.raw.includes('text/calendar'))).toBe(true);
    // Who booked is a lead of the company, with the conversation it came from.
    const leads = (await getAs(ctx, withModel.token, '/api/admin/public-chat-users')).json<{ users: PublicChatUser[] }>().users;
    expect(leads.filter((lead) => lead.email === 'grace@example.com')).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', conversation_summary: expect.stringContaining('March 4th') as unknown }),
    ]);

    const usage = await ctx.database.executeSql(
      `select prompt_tokens, status from ai_usage where company_id = $1 and purpose = 'chat' order by id desc limit 1`,
      [withModel.user.companyId],
    );
    // Three rounds, each one paid for.
    expect(usage.rows[0]).toMatchObject({ status: 'ok' });
    expect((usage.rows[0] as { prompt_tokens: number }).prompt_tokens).toBeGreaterThanOrEqual(100);
  });

  it('hands a refused time or bad arguments back to the model, which answers; nothing is booked', async () => {
    const before = (await appointments()).length;
    model.behaviour = {
      mode: 'tools',
      calls: (request) => {
        const result = lastToolResult(request);
        if (!result)
          return [
            {
              name: 'book_appointment',
              arguments: { start_time: '2030-03-04T03:17:00.000Z', name: 'Ada', email: 'ada@example.com' },
            },
          ];
        if (toolResults(request).length === 1)
          return [{ name: 'book_appointment', arguments: { start_time: 'tomorrow', name: '', email: 'nope' } }];
        return `Sorry: ${String(result['error'])}`;
      },
    };
    const answer = await chat(withModel.user.companySlug ?? '', 'Book me at 3:17 am please');
    expect(answer.booked).toBeNull();
    // The booking card's own checks, named field by field.
    expect(answer.reply).toBe(
      'Sorry: Nothing was booked. start_time: Start time must be a date and time (ISO 8601); name: Please tell us your name; email: Please enter a valid email address',
    );
    const refusal = lastToolResult(model.requests.at(-2)?.body as CompletionRequest);
    expect(refusal).toMatchObject({
      booked: false,
      error: 'This time is not available. Please choose one of the offered times.',
    });
    expect(await appointments()).toHaveLength(before);
  });

  it('hands free times asked for a day outside the years it serves back to the model as an error', async () => {
    model.behaviour = {
      mode: 'tools',
      calls: (request) => {
        const result = lastToolResult(request);
        if (!result) return [{ name: 'list_free_times', arguments: { from_date: '9999-12-31', days: 1 } }];
        return `Sorry: ${String(result['error'])}`;
      },
    };
    const answer = await chat(withModel.user.companySlug ?? '', 'Anything free on New Year’s Eve 9999?');
    expect(answer).toMatchObject({ answeredBy: 'model', reply: 'Sorry: from_date must be YYYY-MM-DD and days 1 to 14.' });
  });

  it('books one appointment a turn however many calls the model makes, and the stream says what was booked', async () => {
    const before = (await appointments()).length;
    model.behaviour = {
      mode: 'tools',
      calls: (request) => {
        const result = lastToolResult(request);
        if (!result) return { say: 'Let me check.', calls: [{ name: 'list_free_times', arguments: { from_date: DAY } }] };
        const [first, second] = freeTimesIn(result);
        if (first && second)
          return [first, second].map((slot) => ({
            name: 'book_appointment',
            arguments: { start_time: slot.start, name: 'Grace Hopper', email: 'grace@example.com' },
          }));
        return 'Done.';
      },
    };
    const streamed = await ctx.app.inject({
      method: 'POST',
      url: `/api/public-chat/chat/${withModel.user.companySlug ?? ''}/stream`,
      payload: { message: 'Book me the first two free times on March 4th 2030' },
      remoteAddress: uniqueIp(),
    });
    const events = parseSse(streamed.body);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error(`no done event in ${streamed.body}`);
    // What the model said before its calls and its answer after them are two paragraphs.
    const streamedText = events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
    expect(streamedText).toBe('Let me check.\n\nDone.');
    expect(done).toMatchObject({
      reply: 'Let me check.\n\nDone.',
      askForContact: false,
      offerBooking: false,
      // The company mails its confirmations: the page may say one is on its way.
      booked: { start_time: '2030-03-04T10:00:00.000Z', end_time: '2030-03-04T11:00:00.000Z', timezone: 'UTC', mailed: true },
    });
    const calledBack = model.requests.at(-1)?.body as CompletionRequest;
    expect(calledBack.messages.find((message) => message.tool_calls)?.content).toBe('Let me check.');
    expect(toolResults(calledBack).slice(-2)).toEqual([
      expect.objectContaining({ booked: true, start_time: '2030-03-04T10:00:00.000Z' }),
      { booked: false, error: 'One appointment was already booked in this reply; book another later.' },
    ]);
    expect(await appointments()).toHaveLength(before + 1);
  });

  it('stops offering the functions after three rounds, and every round is paid for', async () => {
    const requestsBefore = model.requests.length;
    const final = 'Here are some times: Monday at 9 or 10.';
    model.behaviour = {
      mode: 'tools',
      calls: (request) => (request.tools ? [{ name: 'list_free_times', arguments: { from_date: DAY, days: 2 } }] : final),
    };
    const answer = await chat(withModel.user.companySlug ?? '', 'What times do you have?');
    expect(answer.reply).toBe(final);
    const turn = model.requests.slice(requestsBefore).map((request) => request.body);
    expect(turn.map((request) => Boolean(request.tools))).toEqual([true, true, true, false]);
    const usage = await ctx.database.executeSql(
      `select prompt_tokens, completion_tokens from ai_usage where company_id = $1 and purpose = 'chat' order by id desc limit 1`,
      [withModel.user.companyId],
    );
    // Three rounds of calls (10 tokens each, as the fake server reports them) and the answer.
    expect((usage.rows[0] as { completion_tokens: number }).completion_tokens).toBe(30 + Math.ceil(final.length / 4));
  });

  it("holds the assistant to the booking card's limit of bookings per address", async () => {
    const ip = '203.0.113.44';
    const slug = withModel.user.companySlug ?? '';
    const nextDay = '2030-03-05';
    const free = (
      await ctx.app.inject({ method: 'GET', url: `/api/public-chat/availability/${slug}?from=${nextDay}&days=1` })
    ).json<{
      slots: Slot[];
    }>().slots;
    for (const slot of free.slice(0, 5)) {
      const card = await ctx.app.inject({
        method: 'POST',
        url: `/api/public-chat/appointments/${slug}`,
        payload: { start_time: slot.start, name: 'Ada', email: 'ada@example.com' },
        remoteAddress: ip,
      });
      expect(card.statusCode, card.body).toBe(201);
    }
    const before = (await appointments()).length;
    model.behaviour = { mode: 'tools', calls: bookFirstFreeTime(nextDay) };
    const answer = await chat(slug, 'Book me in on the 5th', ip);
    expect(answer.reply).toBe(`Not booked: ${BOOKING_TEXTS.tooMany}`);
    expect(answer.booked).toBeNull();
    expect(await appointments()).toHaveLength(before);
  });

  it('offers the model no tools while booking is switched off', async () => {
    await sendAs(ctx, withModel.token, 'POST', '/api/company/calendar-config', { ...CALENDAR_DEFAULTS, is_enabled: false });
    model.behaviour = { mode: 'answer', text: 'We are happy to help.' };
    await chat(withModel.user.companySlug ?? '', 'Can I book an appointment?');
    expect(model.requests.at(-1)?.body.tools).toBeUndefined();
    expect(model.requests.at(-1)?.body.messages[0]?.content).not.toContain('You can book appointments');
    await sendAs(ctx, withModel.token, 'POST', '/api/company/calendar-config', {
      ...CALENDAR_DEFAULTS,
      timezone: 'UTC',
      slot_duration: 60,
      buffer_time: 0,
    });
  });
});

describe('the built-in responder guides the visitor to the booking card', () => {
  it('offers the free times when a visitor asks to book, and answers from knowledge otherwise', async () => {
    const slug = builtin.user.companySlug ?? '';
    await addKnowledge(ctx, builtin.token, 'Cancellations', 'Cancel up to 24 hours ahead at no charge.');
    const offer = await chat(slug, 'can i book an appointment for tomorrow?');
    expect(offer.offerBooking).toBe(true);
    // The card opens on the day the visitor named, in the company's calendar.
    expect(offer.bookingFrom).toBe(DateTime.now().setZone(CALENDAR_DEFAULTS.timezone).plus({ days: 1 }).toISODate());
    expect(offer.askForContact).toBe(false);
    expect(offer.booked).toBeNull();
    expect(offer.reply).toContain('Pick one of the free times below');
    // No confirmation is promised while the company's mail is not set up: none would go out.
    expect(offer.reply).not.toContain('by e-mail');
    expect((await chat(slug, 'do you have any openings next week')).offerBooking).toBe(true);
    const unnamed = await chat(slug, 'can i boook an apointment');
    expect(unnamed).toMatchObject({ offerBooking: true, bookingFrom: null });
    const policy = await chat(slug, 'How do I cancel my appointment?');
    expect(policy.offerBooking).toBe(false);
    expect(policy.reply).toContain('24 hours');
  });

  it("promises a confirmation by e-mail once the company's mail is set up", async () => {
    const mail = await sendAs(ctx, builtin.token, 'POST', '/api/v1/email-config', {
      smtpHost: '127.0.0.1',
      smtpPort: String(smtp.port),
      smtpUser: 'bookings',
      smtpPassword: 'smtp-secret-passphrase',
      senderEmail: 'desk@harbour.example',
      senderName: 'Harbour Bakery',
    });
    expect(mail.statusCode, mail.body).toBe(200);
    const offer = await chat(builtin.user.companySlug ?? '', 'can i book an appointment for tomorrow?');
    expect(offer.offerBooking).toBe(true);
    expect(offer.reply).toContain("and I'll confirm it by e-mail.");
  });

  it('does not offer booking while the calendar is switched off', async () => {
    await sendAs(ctx, builtin.token, 'POST', '/api/company/calendar-config', { ...CALENDAR_DEFAULTS, is_enabled: false });
    const answer = await chat(builtin.user.companySlug ?? '', 'can i book an appointment for tomorrow?');
    expect(answer.offerBooking).toBe(false);
    // Told the chat takes no bookings (not that nothing is known about it), and asked for contact details.
    expect(answer.askForContact).toBe(true);
    expect(answer.reply).toBe(bookingUnavailableReply('Harbour Bakery'));
    // What the company's knowledge says about booking answers instead.
    await addKnowledge(ctx, builtin.token, 'Appointments', 'Call us on 555 0100 to book an appointment.');
    expect((await chat(builtin.user.companySlug ?? '', 'can i book an appointment?')).reply).toContain('555 0100');
  });
});

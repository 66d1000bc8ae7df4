import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_DEFAULTS, type Appointment } from '@frontdesk/contracts/calendar';
import type { ChatResponse } from '@frontdesk/contracts/public-chat';
import { bearer, getAs, sendAs, signUpCompany, uniqueIp } from '../../support/accounts';
import { FakeOpenAiServer, type CompletionRequest } from '../../support/openai-server';
import { startSmtpServer, type SmtpTestServer } from '../../support/smtp';
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

const chat = async (slug: string, message: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/public-chat/chat/${slug}`,
    payload: { message },
    remoteAddress: uniqueIp(),
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

    const first = model.requests.at(-3)?.body;
    expect(first?.tools?.map((tool) => tool.function.name)).toEqual(['list_free_times', 'book_appointment']);
    expect(first?.messages[0]?.content).toContain('You can book appointments. Today is');
    expect(lastToolResult(model.requests.at(-2)?.body as CompletionRequest)).toMatchObject({ timezone: 'UTC' });

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
        if (result['booked'] === false)
          return [{ name: 'book_appointment', arguments: { start_time: 'tomorrow', name: '', email: 'nope' } }];
        return `Sorry: ${String(result['error'])}`;
      },
    };
    const answer = await chat(withModel.user.companySlug ?? '', 'Book me at 3:17 am please');
    expect(answer.booked).toBeNull();
    expect(answer.reply).toMatch(/^Sorry: start_time \(ISO/);
    const refusal = lastToolResult(model.requests.at(-2)?.body as CompletionRequest);
    expect(refusal).toMatchObject({
      booked: false,
      error: 'This time is not available. Please choose one of the offered times.',
    });
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
    await ctx.app.inject({
      method: 'POST',
      url: '/api/company/info',
      headers: bearer(builtin.token),
      payload: { companyTitle: 'Cancellations', definition: 'Cancel up to 24 hours ahead at no charge.' },
    });
    const offer = await chat(slug, 'can i book an appointment for tomorrow?');
    expect(offer.offerBooking).toBe(true);
    expect(offer.askForContact).toBe(false);
    expect(offer.reply).toContain('Pick one of the free times below');
    const policy = await chat(slug, 'How do I cancel my appointment?');
    expect(policy.offerBooking).toBe(false);
    expect(policy.reply).toContain('24 hours');
  });

  it('does not offer booking while the calendar is switched off', async () => {
    await sendAs(ctx, builtin.token, 'POST', '/api/company/calendar-config', { ...CALENDAR_DEFAULTS, is_enabled: false });
    const answer = await chat(builtin.user.companySlug ?? '', 'can i book an appointment for tomorrow?');
    expect(answer.offerBooking).toBe(false);
  });
});

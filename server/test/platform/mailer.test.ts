import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/platform/mailer';
import { register, registration } from '../support/accounts';
import { decodedBody, headerOf, startSmtpServer } from '../support/smtp';
import { createTestApp, type TestContext } from '../support/test-app';

const FROM = 'Frontdesk <no-reply@frontdesk.test>';
const LINK = 'http://frontdesk.test/verify-email/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const MESSAGE = {
  to: 'ada@example.com',
  subject: 'Verify your email for Frontdesk',
  text: `Hi Ada,\n\nVerify email: ${LINK}\n\n— Frontdesk`,
  html: `<p>Hi Ada,</p><p><a href="${LINK}">Verify email</a></p>`,
  messageId: '<job-1@frontdesk>',
};

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

function captureLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

describe('createMailer with SMTP_URL', () => {
  it('delivers the message over SMTP', async () => {
    const { logger } = captureLogger();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from: FROM, logger });
    try {
      await mailer.send(MESSAGE);
    } finally {
      mailer.close();
    }
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.from).toBe('no-reply@frontdesk.test');
    expect(headerOf(mail?.raw ?? '', 'Subject')).toBe(MESSAGE.subject);
    expect(headerOf(mail?.raw ?? '', 'To')).toBe('ada@example.com');
    expect(headerOf(mail?.raw ?? '', 'From')).toContain('no-reply@frontdesk.test');
    expect(headerOf(mail?.raw ?? '', 'Content-Type')).toMatch(/multipart\/alternative/);
    expect(headerOf(mail?.raw ?? '', 'Message-ID')).toBe('<job-1@frontdesk>');
    const body = decodedBody(mail?.raw ?? '');
    expect(body).toContain(`Verify email: ${LINK}`);
    expect(body).toContain(`<a href="${LINK}">`);
  });

  it('reports a server that cannot be reached', async () => {
    const { logger } = captureLogger();
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: FROM, logger });
    await expect(mailer.send(MESSAGE)).rejects.toThrow();
    mailer.close();
  });
});

describe('createMailer without SMTP_URL', () => {
  it('writes the mail, link included, to the log', async () => {
    const { logger, lines } = captureLogger();
    const before = smtp.received.length;
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, logger });
    await mailer.send(MESSAGE);
    mailer.close();
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as { level: number; msg: string; mail: { to: string; subject: string } };
    expect(entry.level).toBe(30);
    expect(entry.mail).toMatchObject({ to: 'ada@example.com', subject: MESSAGE.subject });
    expect(entry.msg).toMatch(/SMTP_URL/);
    // Whoever runs without SMTP can follow the link from the log line.
    expect(entry.msg).toContain(LINK);
    expect(smtp.received.length).toBe(before);
  });
});

describe('the app with SMTP_URL configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: FROM }, { configuredMailer: true });
  });
  afterAll(() => ctx.close());

  it('mails the verification link through the SMTP server', async () => {
    const body = registration();
    expect((await register(ctx, body)).statusCode).toBe(201);
    const mail = await smtp.waitFor((candidate) => candidate.to.includes(body.email));
    // The mail went through the job queue: its Message-ID names the job.
    expect(headerOf(mail.raw, 'Message-ID')).toMatch(/^<[0-9a-f-]{36}@frontdesk>$/);
    expect(headerOf(mail?.raw ?? '', 'Subject')).toBe('Verify your email for Frontdesk');
    expect(headerOf(mail?.raw ?? '', 'From')).toContain('no-reply@frontdesk.test');
    const token = /http:\/\/frontdesk\.test\/verify-email\/([A-Za-z0-9_-]+)/.exec(decodedBody(mail?.raw ?? ''))?.[1];
    expect(token).toBeDefined();
    expect((await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` })).statusCode).toBe(200);
  });

  it('still creates the account when the mail server is gone', async () => {
    await smtp.close();
    const body = registration();
    expect((await register(ctx, body)).statusCode).toBe(201);
    // The account exists (right password, not yet verified); the link can be sent again later.
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(response.statusCode).toBe(403);
  });
});

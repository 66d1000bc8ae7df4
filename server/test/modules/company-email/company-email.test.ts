import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CONFIG_TEXTS, SMTP_PASSWORD_PLACEHOLDER } from '@frontdesk/contracts/email-config';
import { rowsOf } from '../../../src/db/client';
import { CompanyEmailService } from '../../../src/modules/company-email/company-email.service';
import type { CallRecorder } from '../../../src/modules/api-usage/api-usage.service';
import { systemClock } from '../../../src/platform/clock';
import { SecretBox } from '../../../src/platform/crypto';
import type { Outbound } from '../../../src/platform/outbound';
import { bearer, errorOf, getAs, signUpCompany } from '../../support/accounts';
import { decodedBody, headerOf, startSmtpServer, type SmtpTestServer } from '../../support/smtp';
import { createTestApp, type TestContext } from '../../support/test-app';

const SMTP_USER = 'bookings@harbour.example';
const SMTP_PASS = 'smtp-secret-passphrase';

let ctx: TestContext;
let smtp: SmtpTestServer;
let owner: Awaited<ReturnType<typeof signUpCompany>>;
let other: Awaited<ReturnType<typeof signUpCompany>>;

beforeAll(async () => {
  smtp = await startSmtpServer({ credentials: { user: SMTP_USER, pass: SMTP_PASS } });
  // The SMTP server of these tests is on loopback, which outbound connections otherwise refuse.
  ctx = await createTestApp({ OUTBOUND_ALLOWED_PRIVATE: '127.0.0.1' });
  owner = await signUpCompany(ctx, { companyName: 'Harbour Dental' });
  other = await signUpCompany(ctx, { companyName: 'Other Co' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const config = (overrides: Record<string, unknown> = {}) => ({
  smtpHost: '127.0.0.1',
  smtpPort: String(smtp.port),
  smtpUser: SMTP_USER,
  smtpPassword: SMTP_PASS,
  senderEmail: 'bookings@harbour.example',
  senderName: 'Harbour Dental',
  ...overrides,
});
const post = (token: string, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });

describe('the company e-mail configuration', () => {
  it('is missing at first: null on the service client paths, the defaults on the Google page path', async () => {
    for (const path of ['/api/v1/email-config', '/api/email-config']) {
      const response = await getAs(ctx, owner.token, path);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBeNull();
    }
    expect((await getAs(ctx, owner.token, '/api/company/email-config')).json()).toEqual({
      smtp_host: '',
      smtp_port: 587,
      smtp_user: '',
      smtp_password: '',
      sender_email: '',
      sender_name: '',
      is_configured: false,
    });
  });

  it("refuses incomplete settings with the spec's texts, field by field", async () => {
    const response = await post(owner.token, '/api/v1/email-config', {
      smtpHost: '',
      smtpPort: 'abc',
      smtpUser: '',
      smtpPassword: '',
      senderEmail: 'not-an-address',
      senderName: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details?.fieldErrors).toEqual({
      smtpHost: [EMAIL_CONFIG_TEXTS.hostRequired],
      smtpPort: [EMAIL_CONFIG_TEXTS.portNumber],
      smtpUser: [EMAIL_CONFIG_TEXTS.userRequired],
      smtpPassword: [EMAIL_CONFIG_TEXTS.passwordRequired],
      senderEmail: [EMAIL_CONFIG_TEXTS.senderEmailInvalid],
      senderName: [EMAIL_CONFIG_TEXTS.senderNameRequired],
    });
  });

  it('says which value is too long, and refuses a host no mail connection could dial', async () => {
    const response = await post(owner.token, '/api/v1/email-config', {
      smtpHost: '127.0.0.1\r\nX-Injected: yes',
      smtpPort: '587',
      smtpUser: 'bookings',
      smtpPassword: 'secret',
      senderEmail: 'desk@example.com',
      senderName: 'x'.repeat(500),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details?.fieldErrors).toEqual({
      smtpHost: [EMAIL_CONFIG_TEXTS.hostInvalid],
      senderName: [EMAIL_CONFIG_TEXTS.tooLong('Sender name', 120)],
    });
  });

  it('is saved with the password sealed, never sent back, and kept when the placeholder comes back', async () => {
    const saved = await post(owner.token, '/api/v1/email-config', config());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().config).toEqual({ ...config(), smtpPort: smtp.port, smtpPassword: SMTP_PASSWORD_PLACEHOLDER });
    expect(JSON.stringify((await getAs(ctx, owner.token, '/api/company/email-config')).json())).not.toContain(SMTP_PASS);
    const stored = rowsOf<{ sealed: string }>(
      await ctx.database.db.execute(sql`select smtp_password_sealed as sealed from company_email_settings`),
    );
    expect(stored[0]?.sealed).toBeDefined();
    expect(stored[0]?.sealed).not.toContain(SMTP_PASS);

    const renamed = await post(owner.token, '/api/company/email-config', {
      smtp_host: '127.0.0.1',
      smtp_port: smtp.port,
      smtp_user: SMTP_USER,
      smtp_password: SMTP_PASSWORD_PLACEHOLDER,
      sender_email: 'bookings@harbour.example',
      sender_name: 'Harbour Dental Clinic',
    });
    expect(renamed.json().config).toMatchObject({ sender_name: 'Harbour Dental Clinic', is_configured: true });
    // The placeholder kept the stored password: a test mail with it still signs in to the server.
    const test = await post(owner.token, '/api/v1/email-config/test', config({ smtpPassword: SMTP_PASSWORD_PLACEHOLDER }));
    expect(test.statusCode).toBe(200);
  });

  it('sends a real test mail to the signed-in user from the configured sender', async () => {
    const response = await post(owner.token, '/api/email-config/test', config());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: EMAIL_CONFIG_TEXTS.testSent(owner.email) });
    const mail = await smtp.waitFor((candidate) => candidate.to.includes(owner.email));
    expect(mail.from).toBe('bookings@harbour.example');
    expect(headerOf(mail.raw, 'From')).toContain('Harbour Dental');
    expect(decodedBody(mail.raw)).toContain(`127.0.0.1:${smtp.port}`);
  });

  it('explains wrong settings in words an admin can act on', async () => {
    const wrongPassword = await post(owner.token, '/api/v1/email-config/test', config({ smtpPassword: 'not-it' }));
    expect(wrongPassword.statusCode).toBe(400);
    expect(errorOf(wrongPassword).message).toBe(`127.0.0.1:${smtp.port} refused the user name or password.`);
    const closedPort = await post(owner.token, '/api/v1/email-config/test', config({ smtpPort: '1' }));
    expect(closedPort.statusCode).toBe(400);
    expect(errorOf(closedPort).message).toMatch(/^Could not connect to 127\.0\.0\.1:1\./);
  });

  it('never connects to a private or reserved address', async () => {
    for (const host of ['10.1.2.3', '169.254.169.254', '127.0.0.2']) {
      const response = await post(owner.token, '/api/v1/email-config/test', config({ smtpHost: host }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toMatch(/private or reserved network address/);
    }
  });

  it("is one company's own", async () => {
    expect((await getAs(ctx, other.token, '/api/v1/email-config')).json()).toBeNull();
    expect((await getAs(ctx, other.token, '/api/company/email-config')).json().is_configured).toBe(false);
    // Another company's placeholder cannot borrow a stored password that is not its own.
    const borrowed = await post(other.token, '/api/v1/email-config/test', config({ smtpPassword: SMTP_PASSWORD_PLACEHOLDER }));
    expect(borrowed.statusCode).toBe(400);
    expect(errorOf(borrowed).message).toBe(EMAIL_CONFIG_TEXTS.passwordRequired);
  });
});

describe('the connection to the company SMTP server', () => {
  it('goes to the address the host name was checked to have, not to whatever the name answers next', async () => {
    const checked: string[] = [];
    // The name is unresolvable (.invalid); only the checked address can reach the server.
    const outbound = {
      resolvePublic: async (host: string) => {
        checked.push(host);
        return '127.0.0.1';
      },
    } as unknown as Outbound;
    const service = new CompanyEmailService({
      database: ctx.database,
      clock: systemClock,
      secrets: new SecretBox('a test secret of enough length for the key'),
      outbound,
      calls: () => ({ record: async () => undefined }) as unknown as CallRecorder,
    });
    await service.sendTest(
      owner.user.companyId ?? '',
      {
        smtpHost: 'mail.harbour.invalid',
        smtpPort: smtp.port,
        smtpUser: SMTP_USER,
        smtpPassword: SMTP_PASS,
        senderEmail: 'bookings@harbour.example',
        senderName: 'Harbour Dental',
      },
      'pinned@example.com',
    );
    expect(checked).toEqual(['mail.harbour.invalid']);
    expect((await smtp.waitFor((mail) => mail.to.includes('pinned@example.com'))).raw).toContain('mail.harbour.invalid');
  });
});

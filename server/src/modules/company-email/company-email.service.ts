import { isIP } from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import {
  DEFAULT_SMTP_PORT,
  EMAIL_CONFIG_TEXTS,
  SMTP_PASSWORD_PLACEHOLDER,
  type EmailConfig,
} from '@frontdesk/contracts/email-config';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import type { DatabaseHandle } from '../../db/client';
import { CompanyRowRepo } from '../../db/company-row';
import { companyEmailSettings } from '../../db/schema/branding';
import { withTenant } from '../../db/tenant';
import type { Clock } from '../../platform/clock';
import type { SecretBox } from '../../platform/crypto';
import { AppError, badRequest } from '../../platform/errors';
import { OutboundError, type Outbound } from '../../platform/outbound';
import type { CallRecorder } from '../api-usage/api-usage.service';

type CompanyEmailRow = typeof companyEmailSettings.$inferSelect;

/** A mail a company sends; an `.ics` invitation rides along as `icalEvent`. */
export type CompanyMail = {
  to: string;
  /** Where a reply goes when not to the sender: the visitor a booking note to the company is about. */
  replyTo?: string;
  subject: string;
  text: string;
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
};

/** The saved configuration as the pages see it: the password only as the placeholder. */
export type EmailConfigView = EmailConfig & { configured: boolean };

// A test must answer while the admin waits; real mail goes through the queue with its own limits.
const TEST_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/**
 * A company's own SMTP server, used for mail sent in its name (booking confirmations). The password
 * is sealed at rest and never sent back. The server's address is a user-given address, so it must
 * be a public one, like any outbound connection to a user-given address.
 */
export class CompanyEmailService {
  constructor(
    private readonly deps: {
      database: DatabaseHandle;
      clock: Clock;
      secrets: SecretBox;
      outbound: Outbound;
      calls: (companyId: string) => CallRecorder;
    },
  ) {}

  /** The configuration, or the defaults with `configured: false` when none is saved. */
  async get(companyId: string): Promise<EmailConfigView> {
    const row = await this.row(companyId);
    if (!row) {
      return {
        smtpHost: '',
        smtpPort: DEFAULT_SMTP_PORT,
        smtpUser: '',
        smtpPassword: '',
        senderEmail: '',
        senderName: '',
        configured: false,
      };
    }
    return { ...publicFields(row), smtpPassword: SMTP_PASSWORD_PLACEHOLDER, configured: true };
  }

  /** The saved configuration, or null when there is none (the page then asks for one). */
  async saved(companyId: string): Promise<EmailConfigView | null> {
    const config = await this.get(companyId);
    return config.configured ? config : null;
  }

  async save(companyId: string, config: EmailConfig): Promise<EmailConfigView> {
    const password = await this.password(companyId, config.smtpPassword);
    const values = {
      smtpHost: config.smtpHost,
      smtpPort: config.smtpPort,
      smtpUser: config.smtpUser,
      smtpPasswordSealed: this.deps.secrets.seal(password),
      senderEmail: config.senderEmail.toLowerCase(),
      senderName: config.senderName,
    };
    await withTenant(this.deps.database, companyId, (db) =>
      new CompanyRowRepo(db, companyEmailSettings, companyId).save(values, this.deps.clock.now()),
    );
    return this.get(companyId);
  }

  /** Sends a test mail with the settings given (the stored password when the placeholder comes back). */
  async sendTest(companyId: string, config: EmailConfig, to: string): Promise<void> {
    const password = await this.password(companyId, config.smtpPassword);
    let transport: Transporter;
    try {
      transport = await this.transportTo(config.smtpHost, config.smtpPort, { user: config.smtpUser, pass: password });
    } catch (error) {
      if (error instanceof OutboundError) throw badRequest(error.message, { smtpHost: [error.message] });
      throw error;
    }
    try {
      await transport.sendMail({
        from: { name: config.senderName, address: config.senderEmail },
        to,
        subject: 'Frontdesk test e-mail',
        text: [
          'Hello,',
          '',
          `This test e-mail was sent through ${config.smtpHost}:${config.smtpPort}. Your e-mail settings work:`,
          'booking confirmations to your visitors will be sent the same way.',
          '',
          '— Frontdesk',
        ].join('\n'),
      });
    } catch (error) {
      throw explainSmtpFailure(error, config);
    } finally {
      transport.close();
    }
  }

  /**
   * Sends a mail from the company's own address through its own server; false when the company
   * has no e-mail configuration (the caller decides whether that matters).
   */
  async sendAsCompany(companyId: string, message: CompanyMail): Promise<boolean> {
    const row = await this.row(companyId);
    if (!row) return false;
    let transport: Transporter;
    try {
      transport = await this.transportTo(row.smtpHost, row.smtpPort, {
        user: row.smtpUser,
        pass: this.deps.secrets.open(row.smtpPasswordSealed),
      });
    } catch (error) {
      // A host we refuse (a private address) stays refused: retrying the job cannot help.
      if (error instanceof OutboundError && error.reason === 'forbidden-address') return false;
      throw error;
    }
    const started = performance.now();
    try {
      await transport.sendMail({ from: { name: row.senderName, address: row.senderEmail }, ...message });
      await this.recordSend(companyId, row.smtpHost, 250, started);
      return true;
    } catch (error) {
      await this.recordSend(companyId, row.smtpHost, smtpCode(error), started);
      throw error;
    } finally {
      transport.close();
    }
  }

  /**
   * A transport to the address the host name was just checked to have, so a name answering
   * differently the second time (DNS rebinding) cannot lead it to a private one; TLS still checks
   * the server's certificate against the name.
   */
  private async transportTo(host: string, port: number, auth: { user: string; pass: string }): Promise<Transporter> {
    const address = await this.deps.outbound.resolvePublic(host);
    return nodemailer.createTransport({
      host: address,
      port,
      secure: port === 465,
      auth,
      ...(isIP(host) ? {} : { tls: { servername: host } }),
      ...TEST_TIMEOUTS,
    });
  }

  private recordSend(companyId: string, host: string, statusCode: number, started: number): Promise<void> {
    return this.deps.calls(companyId)({
      service: 'SMTP',
      method: 'SEND',
      endpoint: host,
      statusCode,
      durationMs: Math.round(performance.now() - started),
    });
  }

  /** The company's own address, where mail about its bookings goes; null without a configuration. */
  async senderAddress(companyId: string): Promise<string | null> {
    return (await this.row(companyId))?.senderEmail ?? null;
  }

  /** The password to use: a new one as given, or the stored one when the placeholder comes back. */
  private async password(companyId: string, given: string): Promise<string> {
    if (given !== SMTP_PASSWORD_PLACEHOLDER) return given;
    const row = await this.row(companyId);
    if (!row) throw badRequest(EMAIL_CONFIG_TEXTS.passwordRequired, { smtpPassword: [EMAIL_CONFIG_TEXTS.passwordRequired] });
    return this.deps.secrets.open(row.smtpPasswordSealed);
  }

  private row(companyId: string): Promise<CompanyEmailRow | undefined> {
    return withTenant(this.deps.database, companyId, (db) => new CompanyRowRepo(db, companyEmailSettings, companyId).get());
  }
}

function publicFields(row: CompanyEmailRow): Omit<EmailConfig, 'smtpPassword'> {
  return {
    smtpHost: row.smtpHost,
    smtpPort: row.smtpPort,
    smtpUser: row.smtpUser,
    senderEmail: row.senderEmail,
    senderName: row.senderName,
  };
}

/** nodemailer's failures in words an admin can act on. */
function explainSmtpFailure(error: unknown, config: EmailConfig): AppError {
  const code = (error as { code?: string }).code;
  const server = `${config.smtpHost}:${config.smtpPort}`;
  const message =
    code === 'EAUTH'
      ? `${server} refused the user name or password.`
      : code === 'ETIMEDOUT'
        ? `${server} did not answer in time. Check the host and port.`
        : code === 'ESOCKET' || code === 'ECONNECTION'
          ? `Could not connect to ${server}. Check the host, the port and whether the server expects TLS (port 465) or STARTTLS (port 587).`
          : code === 'EENVELOPE'
            ? `${server} refused the sender ${config.senderEmail} or the recipient.`
            : `Sending the test e-mail through ${server} failed.`;
  return new AppError(ERROR_CODES.validation, message);
}

/** The SMTP reply code of a failed send (e.g. 535), or 0 when the server never answered. */
function smtpCode(error: unknown): number {
  const code = typeof error === 'object' && error !== null ? (error as { responseCode?: unknown }).responseCode : undefined;
  return typeof code === 'number' ? code : 0;
}

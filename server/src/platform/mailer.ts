import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** A mail as it leaves: with a Message-ID fixed per job, so a receiver can tell a repeat from a new mail. */
export type OutgoingMail = MailMessage & { messageId: string };

/** How mail leaves the platform: SMTP, or the log when no SMTP server is configured. */
export type Mailer = { send(message: OutgoingMail): Promise<void>; close(): void };

// Every attempt ends well within the mail job's expiry (platform/mail-outbox.ts).
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** Sends through SMTP_URL; without it, writes each mail to the log so links can be followed by hand. */
export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: FastifyBaseLogger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      send: async (message) => {
        const links = message.text.match(/https?:\/\/\S+/g) ?? [];
        logger.info(
          { mail: { to: message.to, subject: message.subject, links } },
          `Mail not sent (SMTP_URL is unset) to ${message.to}: "${message.subject}"${links.length ? ` - open ${links.join(' ')}` : ''}`,
        );
      },
      close: () => {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl, SMTP_TIMEOUTS);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

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
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

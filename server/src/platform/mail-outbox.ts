import type { Jobs, QueueDefinition } from './jobs';
import type { Mailer, MailMessage } from './mailer';

const MAIL_QUEUE: QueueDefinition = {
  name: 'mail',
  // Ten retries with doubling delays from 10 seconds cover an SMTP outage of about three hours.
  retryLimit: 10,
  retryDelaySeconds: 10,
  expireInSeconds: 120,
};

/**
 * Mail goes out through the job queue: a request only stores it, and a worker on any instance
 * sends it, retrying with backoff while the SMTP server is unreachable. Each job is one mail with
 * its own Message-ID, and a job runs on one worker at a time.
 */
export class MailOutbox {
  private constructor(private readonly jobs: Jobs) {}

  static async start(jobs: Jobs, mailer: Mailer, options: { retryDelaySeconds?: number } = {}): Promise<MailOutbox> {
    const queue = { ...MAIL_QUEUE, retryDelaySeconds: options.retryDelaySeconds ?? MAIL_QUEUE.retryDelaySeconds };
    await jobs.work<MailMessage>(queue, (message, job) => mailer.send({ ...message, messageId: `<${job.id}@frontdesk>` }));
    return new MailOutbox(jobs);
  }

  async send(message: MailMessage): Promise<void> {
    await this.jobs.send(MAIL_QUEUE.name, message);
  }

  /** Mails not yet sent (queued, retrying or being sent). */
  pending(): Promise<number> {
    return this.jobs.pending(MAIL_QUEUE.name);
  }
}

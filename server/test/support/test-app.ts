import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import type { Mailer, MailMessage } from '../../src/platform/mailer';
import { createTestDatabase } from './database';

export class TestClock {
  private current = new Date('2026-11-22T09:00:00Z');
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Keeps every mail the app sends so tests can read links out of them. */
export class Mailbox implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  close() {}
  lastTo(address: string): MailMessage | undefined {
    return this.sent.filter((mail) => mail.to === address).at(-1);
  }
  /** The token at the end of the link of the newest mail to that address for that path. */
  linkToken(address: string, kind: 'verify-email' | 'reset-password'): string {
    const mail = this.sent.filter((m) => m.to === address && m.text.includes(`/${kind}/`)).at(-1);
    const match = mail?.text.match(new RegExp(`/${kind}/([A-Za-z0-9_-]+)`));
    if (!match?.[1]) throw new Error(`No ${kind} mail for ${address}`);
    return match[1];
  }
}

export type TestContext = {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: TestClock;
  mailbox: Mailbox;
  config: Config;
  close: () => Promise<void>;
};

export const SUPER_ADMIN = { email: 'root@frontdesk.test', password: 'super-secret-password' };

export type TestAppOptions = {
  /** Let the app build its mailer from the configuration (SMTP_URL) instead of using the Mailbox. */
  configuredMailer?: boolean;
  /** Receives the app's log lines. */
  logStream?: NodeJS.WritableStream;
};

export async function createTestApp(overrides: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestContext> {
  const { handle, drop } = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'test-secret-that-is-long-enough-for-hkdf-0123456789',
    PUBLIC_URL: 'http://frontdesk.test',
    SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
    SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
    WEB_DIST: '/nonexistent',
    ...overrides,
  });
  const clock = new TestClock();
  const mailbox = new Mailbox();
  const app = await buildApp({
    config,
    database: handle,
    clock,
    ...(options.configuredMailer ? {} : { mailer: mailbox }),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    database: handle,
    clock,
    mailbox,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import type { Mailer, OutgoingMail } from '../../src/platform/mailer';
import { createTestDatabase } from './database';

/**
 * The time of a test file. Libraries that read the time themselves (rate limits, circuit
 * breakers) must see the same time as the app, so Date itself is faked: it starts at the real time
 * (a PostgreSQL server keeps its own) and runs at the real pace, and `advance` jumps ahead.
 */
export class TestClock {
  constructor() {
    if (!vi.isFakeTimers()) vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, advanceTimeDelta: 1 });
  }
  now = () => new Date();
  advance(ms: number) {
    vi.setSystemTime(Date.now() + ms);
  }
}

/**
 * Keeps every mail the app sends so tests can read links out of them. Mail leaves through the job
 * queue, so every read first waits until the queue has sent what it holds.
 */
export class Mailbox implements Mailer {
  private readonly sent: OutgoingMail[] = [];
  settle: () => Promise<void> = async () => {};

  async send(message: OutgoingMail) {
    this.sent.push(message);
  }
  close() {}
  async all(): Promise<OutgoingMail[]> {
    await this.settle();
    return [...this.sent];
  }
  async lastTo(address: string): Promise<OutgoingMail | undefined> {
    return (await this.all()).filter((mail) => mail.to === address).at(-1);
  }
  /** The token at the end of the link of the newest mail to that address for that path. */
  async linkToken(address: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
    const mail = (await this.all()).filter((m) => m.to === address && m.text.includes(`/${kind}/`)).at(-1);
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
  /** First retry delay of a mail that could not be sent. */
  mailRetryDelaySeconds?: number;
};

/** The configuration every test app starts from. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'test-secret-that-is-long-enough-for-hkdf-0123456789',
    PUBLIC_URL: 'http://frontdesk.test',
    SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
    SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
    WEB_DIST: '/nonexistent',
    // Its model takes a worker thread a second of CPU to load: the tests of ranking by meaning
    // (test/assistant/meaning) turn it on, the rest rank by words as SENTENCE_ENCODER=off does.
    SENTENCE_ENCODER: 'off',
    ...overrides,
  });
}

/** An app on a fresh database of its own. */
export async function createTestApp(overrides: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestContext> {
  const { handle, drop } = await createTestDatabase();
  const instance = await startTestInstance(handle, overrides, options);
  return {
    ...instance,
    close: async () => {
      await instance.close();
      await drop();
      // Test files share a worker (no isolation between them): the next one starts at the real time.
      vi.useRealTimers();
    },
  };
}

/** An app on an existing database; several of them are several instances of one deployment. */
export async function startTestInstance(
  database: DatabaseHandle,
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const config = testConfig(overrides);
  const clock = new TestClock();
  const mailbox = new Mailbox();
  mailbox.settle = () => queueSettled(database);
  const app = await buildApp({
    config,
    database,
    clock,
    ...(options.configuredMailer ? {} : { mailer: mailbox }),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.mailRetryDelaySeconds ? { mailRetryDelaySeconds: options.mailRetryDelaySeconds } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    mailbox,
    config,
    close: () => app.close(),
  };
}

/**
 * Waits until no job is due or running (a reset request and the mail it queues included), so a
 * test can read what the app has sent. Jobs due later (a retry after a failure) do not count.
 */
export async function queueSettled(database: DatabaseHandle, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const { rows } = await database.executeSql(
      `select count(*)::int as pending from pgboss.job
       where name not like '\\_\\_pgboss%' and (state = 'active' or (state in ('created', 'retry') and start_after <= now()))`,
    );
    if ((rows[0] as { pending: number } | undefined)?.pending === 0) return;
    if (performance.now() > deadline) throw new Error(`jobs were still queued after ${timeoutMs / 1000} seconds`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { BRAND_DEFAULTS } from '@frontdesk/contracts/branding';
import { CALENDAR_DEFAULTS } from '@frontdesk/contracts/calendar';
import type { PublicCompany } from '@frontdesk/contracts/public-chat';
import { bearer, getAs, login, registration, register, sendAs, signUpCompany, superAdminToken } from '../support/accounts';
import { createTestDatabase } from '../support/database';
import { FakeOpenAiServer } from '../support/openai-server';
import { freePort } from '../support/ports';
import { startSmtpServer, type SmtpTestServer } from '../support/smtp';
import { queueSettled, startTestInstance, type TestContext } from '../support/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// How long another instance may take to hear of a change through Redis pub/sub (milliseconds, normally).
const SOON = { timeout: 2_000, interval: 20 };

/** Fails with what to do when there is no Redis to share state through. */
async function requireRedis(): Promise<void> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
  } catch {
    throw new Error(
      `Redis is not answering at ${REDIS_URL}: install and start it (apt-get install -y redis-server; redis-server --daemonize yes), or set TEST_REDIS_URL`,
    );
  } finally {
    probe.disconnect();
  }
}

type Deployment = {
  database: DatabaseHandle;
  /** The second instance's own connection pool to the same database. */
  secondPool: DatabaseHandle;
  drop: () => Promise<void>;
};

/** One PostgreSQL database reached through two pools, as two processes would; Redis must be up. */
async function deployment(): Promise<Deployment> {
  await requireRedis();
  const { handle, url, drop } = await createTestDatabase();
  if (!url) throw new Error('several instances need PostgreSQL (TEST_DB=postgres)');
  const secondPool = await openPostgres(url, 4);
  return {
    database: handle,
    secondPool,
    drop: async () => {
      await secondPool.close();
      await drop();
    },
  };
}

// Two instances of one deployment, as behind a load balancer: one PostgreSQL database, one Redis,
// each instance with its own connection pool, caches and job worker.
describe('several instances behind one address', () => {
  let shared: Deployment;
  let model: FakeOpenAiServer;
  let a: TestContext;
  let b: TestContext;

  beforeAll(async () => {
    shared = await deployment();
    model = await new FakeOpenAiServer().start();
    const env = { REDIS_URL: REDIS_URL, OPENAI_BASE_URL: model.baseUrl, CHAT_RATE_LIMIT_PER_VISITOR: '4' };
    a = await startTestInstance(shared.database, env);
    b = await startTestInstance(shared.secondPool, env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await model?.stop();
    await shared?.drop();
  });

  const ask = (instance: TestContext, slug: string, message: string, ip: string) =>
    instance.app.inject({ method: 'POST', url: `/api/public-chat/chat/${slug}`, payload: { message }, remoteAddress: ip });

  it('answers on B from knowledge added on A, although B had already cached the company', async () => {
    const owner = await signUpCompany(a, { companyName: 'Harbour Dental' });
    const slug = owner.user.companySlug ?? '';
    const before = await ask(b, slug, 'Is there parking nearby?', '198.51.100.1');
    expect(before.json().reply).not.toContain('Bay Street');

    const added = await a.app.inject({
      method: 'POST',
      url: '/api/company/info',
      headers: bearer(owner.token),
      payload: { companyTitle: 'Parking', definition: 'Free parking is available on Bay Street, right behind the clinic.' },
    });
    expect(added.statusCode).toBe(201);
    expect((await ask(b, slug, 'Is there parking nearby?', '198.51.100.1')).json().reply).toContain('Bay Street');
  });

  it('stops using a removed AI key on B as soon as A removed it', async () => {
    const owner = await signUpCompany(a, { companyName: 'Keyed Bakery' });
    const slug = owner.user.companySlug ?? '';
    model.behaviour = { mode: 'answer', text: 'Answered by the model.' };
    const saved = await a.app.inject({
      method: 'POST',
      url: '/api/admin/openai-settings',
      headers: bearer(owner.token),
      payload: { model: 'gpt-4', max_tokens: 200, temperature: 0.5, api_key: 'sk-several-instances-0123456789' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await ask(b, slug, 'hello', '198.51.100.2')).json().reply).toBe('Answered by the model.');

    const removed = await a.app.inject({
      method: 'DELETE',
      url: '/api/admin/openai-settings/api-key',
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    const calls = model.requests.length;
    expect((await ask(b, slug, 'hello', '198.51.100.2')).json().reply).not.toBe('Answered by the model.');
    expect(model.requests.length).toBe(calls);
  });

  // "At once" as pub/sub allows: A's save returns once Redis has passed the change on, and B's
  // subscription reads it a moment later (a request to B in that moment may still see the old entry).
  it('sees on B at once a block, a brand and booking rules saved on A, although B had cached them', async () => {
    const owner = await signUpCompany(a, { companyName: 'Cached Clinic' });
    const slug = owner.user.companySlug ?? '';
    const profile = async () =>
      (await b.app.inject({ method: 'GET', url: `/api/public-chat/company/${slug}` })).json<{ company: PublicCompany }>().company;
    expect(await profile()).toMatchObject({
      primary_color: BRAND_DEFAULTS.primary_color,
      booking_enabled: CALENDAR_DEFAULTS.is_enabled,
    });
    expect((await ask(b, slug, 'hello', '198.51.100.3')).statusCode).toBe(200);

    const brand = {
      ...BRAND_DEFAULTS,
      logo_url: '',
      company_name: 'Cached Clinic',
      allowed_domains: [],
      primary_color: '#123456',
    };
    expect((await sendAs(a, owner.token, 'POST', '/api/admin/brand-settings', brand)).statusCode).toBe(200);
    const rules = { ...CALENDAR_DEFAULTS, is_enabled: !CALENDAR_DEFAULTS.is_enabled };
    expect((await sendAs(a, owner.token, 'POST', '/api/company/calendar-config', rules)).statusCode).toBe(200);
    await expect.poll(profile, SOON).toMatchObject({ primary_color: '#123456', booking_enabled: rules.is_enabled });

    const operator = await superAdminToken(a);
    const status = (isBlocked: boolean) =>
      sendAs(a, operator, 'PUT', `/api/super-admin/tenants/${owner.user.companyId}/status`, { isBlocked });
    const profileAnswer = async () => (await b.app.inject({ method: 'GET', url: `/api/public-chat/company/${slug}` })).statusCode;
    expect((await status(true)).statusCode).toBe(200);
    await expect.poll(profileAnswer, SOON).toBe(403);
    expect((await ask(b, slug, 'hello', '198.51.100.3')).statusCode).toBe(403);
    expect((await status(false)).statusCode).toBe(200);
    await expect.poll(profileAnswer, SOON).toBe(200);
    expect((await ask(b, slug, 'hello', '198.51.100.3')).statusCode).toBe(200);
  });

  it('refuses on B a token that was logged out on A', async () => {
    const owner = await signUpCompany(a, { companyName: 'Logout Labs' });
    expect((await getAs(b, owner.token, '/api/users/me')).statusCode).toBe(200);
    expect((await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(owner.token) })).statusCode).toBe(200);
    expect((await getAs(b, owner.token, '/api/users/me')).statusCode).toBe(401);
  });

  it('counts a visitor once across both instances: over the limit on either is a 429', async () => {
    const owner = await signUpCompany(a, { companyName: 'Busy Barber' });
    const slug = owner.user.companySlug ?? '';
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (const instance of [a, b, a, b]) statuses.push((await ask(instance, slug, 'hi', ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect((await ask(b, slug, 'hi', ip)).statusCode).toBe(429);
    expect((await ask(a, slug, 'hi', ip)).statusCode).toBe(429);
    // Another visitor is not affected.
    expect((await ask(a, slug, 'hi', '198.51.100.78')).statusCode).toBe(200);
  });

  it('counts sign-in attempts once across both instances', async () => {
    const owner = await signUpCompany(a, { companyName: 'Guarded Gym' });
    // Redis keeps counts between runs: an address of this run's own.
    const guesser = `198.51.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const instance = attempt % 2 === 0 ? a : b;
      expect((await login(instance, owner.email, 'wrong-password-123', guesser)).statusCode).toBe(401);
    }
    expect((await login(b, owner.email, 'wrong-password-123', guesser)).statusCode).toBe(429);
    expect((await login(a, owner.email, 'wrong-password-123', guesser)).statusCode).toBe(429);
  });
});

describe('mail queued while the SMTP server is down', () => {
  let shared: Deployment;
  let smtp: SmtpTestServer | undefined;
  let a: TestContext;
  let b: TestContext;
  let instancesRunning = false;
  let smtpPort: number;

  const mailingInstance = (database: DatabaseHandle) =>
    startTestInstance(
      database,
      { REDIS_URL: REDIS_URL, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      { configuredMailer: true, mailRetryDelaySeconds: 1 },
    );

  beforeAll(async () => {
    shared = await deployment();
    smtpPort = await freePort();
    a = await mailingInstance(shared.database);
    b = await mailingInstance(shared.secondPool);
    instancesRunning = true;
  });
  afterAll(async () => {
    if (instancesRunning) await Promise.all([a.close(), b.close()]);
    await smtp?.close();
    await shared?.drop();
  });

  it('arrives exactly once after the server is back, whichever instance sends it', async () => {
    const body = registration({ companyName: 'Queued Mail Co' });
    expect((await register(a, body)).statusCode).toBe(201);
    // The first attempts fail: nothing listens on the SMTP port yet.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    smtp = await startSmtpServer({ port: smtpPort });
    const mail = await smtp.waitFor((candidate) => candidate.to.includes(body.email), 30_000);
    expect(mail.raw).toContain('verify-email');
    await queueSettled(shared.database, 30_000);
    // Retries are over; give a second worker every chance to send it again.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.received.filter((candidate) => candidate.to.includes(body.email))).toHaveLength(1);
  }, 60_000);

  it('is sent by a new instance when every instance went away with the mail still queued', async () => {
    await smtp?.close();
    smtp = undefined;
    const body = registration({ companyName: 'Crashed Instance Co' });
    expect((await register(b, body)).statusCode).toBe(201);
    // Both instances go away with the mail still queued; a new instance starts on the same database.
    await Promise.all([a.close(), b.close()]);
    instancesRunning = false;
    smtp = await startSmtpServer({ port: smtpPort });
    const restarted = await mailingInstance(shared.database);
    try {
      const mail = await smtp.waitFor((candidate) => candidate.to.includes(body.email), 30_000);
      expect(mail.raw).toContain('verify-email');
    } finally {
      await restarted.close();
    }
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bill } from '@frontdesk/contracts/billing';
import { getAs, loginOk, signUpCompany } from '../../support/accounts';
import { createTestApp, queueSettled, type TestContext } from '../../support/test-app';

let ctx: TestContext;
let company: Awaited<ReturnType<typeof signUpCompany>>;

beforeAll(async () => {
  ctx = await createTestApp();
  // The clock only moves forward in a test file: start well after today, then step month by month.
  vi.setSystemTime(new Date('2031-01-10T12:00:00Z'));
  company = await signUpCompany(ctx, { companyName: 'Monthly Motors' });
});
afterAll(() => ctx.close());

async function usage(at: string, costUsd: string, keySource: 'platform' | 'company' = 'platform'): Promise<void> {
  await ctx.database.executeSql(
    `insert into ai_usage (company_id, purpose, provider, model, cost_usd, status, key_source, created_at)
     values ($1, 'chat', 'openai', 'gpt-4', $2, 'ok', $3, $4)`,
    [company.user.companyId ?? '', costUsd, keySource, at],
  );
}

/** What pg-boss's cron does at the scheduled time. */
async function runJob(): Promise<void> {
  await ctx.database.executeSql(`insert into pgboss.job (name, data) values ('billing-open-bills', '{}')`);
  await queueSettled(ctx.database);
}

async function bills(): Promise<Bill[]> {
  // Every step of the clock outlives the session: sign in again.
  const { token } = await loginOk(ctx, company.email);
  return (await getAs(ctx, token, '/api/billing/bills')).json<{ bills: Bill[] }>().bills;
}

describe('the monthly bills job', () => {
  it('is scheduled daily', async () => {
    const schedules = await ctx.database.executeSql(`select cron from pgboss.schedule where name = 'billing-open-bills'`);
    expect(schedules.rows).toEqual([{ cron: '15 0 * * *' }]);
  });

  it("opens one bill per period with the plan's fee and the previous period's usage, tax rounded", async () => {
    await usage('2030-12-03T10:00:00Z', '1.234567');
    await usage('2030-12-31T23:59:00Z', '0.5');
    // Paid to OpenAI by the company itself, with its own key: not on the bill.
    await usage('2030-12-15T12:00:00Z', '9.99', 'company');
    await usage('2031-01-05T09:00:00Z', '2.004');
    await runJob();
    await runJob();
    const january = await bills();
    expect(january).toHaveLength(1);
    expect(january[0]).toMatchObject({
      billing_period_start: '2031-01-01',
      billing_period_end: '2031-01-31',
      // Opened on the 10th: 14 days from the day it opened.
      due_date: '2031-01-24',
      constant_fee: 29.99,
      openai_usage_cost: 1.73, // 1.734567 USD of December
      total_amount: 34.5, // (2999 + 173) × 1.0875 = 3449.55 cents
      tax_amount: 2.78,
      status: 'pending',
    });

    vi.setSystemTime(new Date('2031-02-01T00:30:00Z'));
    await runJob();
    const [february, first] = await bills();
    expect(february).toMatchObject({
      billing_period_start: '2031-02-01',
      openai_usage_cost: 2,
      total_amount: 34.79, // (2999 + 200) × 1.0875 = 3478.91 cents
      status: 'pending',
    });
    // January's bill was due on the 24th: it is overdue now.
    expect(first).toMatchObject({ billing_period_start: '2031-01-01', status: 'overdue' });
    expect(february?.bill_number).not.toBe(first?.bill_number);
  });

  it('leaves a pending bill pending until its due date has passed', async () => {
    vi.setSystemTime(new Date('2031-02-15T18:00:00Z'));
    await runJob();
    expect((await bills())[0]?.status).toBe('pending');
    vi.setSystemTime(new Date('2031-02-16T00:30:00Z'));
    await runJob();
    expect((await bills())[0]?.status).toBe('overdue');
    expect(await bills()).toHaveLength(2);
  });

  it("gives a company that signs up after the period's due date the same days to pay its first bill", async () => {
    vi.setSystemTime(new Date('2031-03-20T09:00:00Z'));
    const late = await signUpCompany(ctx, { companyName: 'Late Starters' });
    await runJob();
    vi.setSystemTime(new Date('2031-03-21T00:30:00Z'));
    await runJob();
    const { token } = await loginOk(ctx, late.email);
    const [first] = (await getAs(ctx, token, '/api/billing/bills')).json<{ bills: Bill[] }>().bills;
    expect(first).toMatchObject({ billing_period_start: '2031-03-01', due_date: '2031-04-03', status: 'pending' });
  });
});

import { afterAll, beforeAll, expect, it } from 'vitest';
import { withTenant } from '../../../src/db/tenant';
import { AnalyticsRepo, type ExportRow } from '../../../src/modules/analytics/analytics.repo';
import { signUpCompany } from '../../support/accounts';
import { createTestApp, type TestContext } from '../../support/test-app';
import { ChatData } from './fixtures';

let ctx: TestContext;
let companyId = '';
const now = Date.now();
const window = { since: new Date(now - 24 * 60 * 60_000), until: new Date(now + 1) };

beforeAll(async () => {
  ctx = await createTestApp();
  companyId = (await signUpCompany(ctx, { companyName: 'Harbour Bakery' })).user.companyId ?? '';
  const data = new ChatData(ctx, companyId, now);
  // Sessions and leads left without chatting, interleaved in time, two of them at the same instant.
  for (const minutesAgo of [50, 40, 30, 20, 10]) {
    await data.session({ startedMinutesAgo: minutesAgo, seconds: 60, messages: 2, device: 'desktop' });
    await data.lead({
      sessionId: null,
      minutesAgo: minutesAgo - 5,
      name: `Lead ${minutesAgo}`,
      email: `l${minutesAgo}@example.com`,
    });
  }
  await data.lead({ sessionId: null, minutesAgo: 20, name: 'Same instant', email: 'same@example.com' });
});
afterAll(() => ctx.close());

const page = (after: { startedAt: string; id: string } | null, limit: number) =>
  withTenant(ctx.database, companyId, (db) => new AnalyticsRepo(db, companyId).exportPage(window, after, limit));

it('pages through sessions and leads left without chatting in one order, each row once', async () => {
  const whole = await page(null, 100);
  expect(whole).toHaveLength(11);
  expect(whole.filter((row) => row.device_type === '').map((row) => row.name)).toContain('Same instant');

  const paged: ExportRow[] = [];
  let after: { startedAt: string; id: string } | null = null;
  for (;;) {
    const rows = await page(after, 3);
    paged.push(...rows);
    if (rows.length < 3) break;
    const last = rows[rows.length - 1] as ExportRow;
    after = { startedAt: String(last.started_at), id: last.session_id };
  }
  expect(paged.map((row) => row.session_id)).toEqual(whole.map((row) => row.session_id));
  const starts = whole.map((row) => String(row.started_at));
  expect([...starts].sort()).toEqual(starts);
});

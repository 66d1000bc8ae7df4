// Analytics, Business Intelligence and the export on PostgreSQL, at the size of a busy company:
// 100,000 sessions, 1,000,000 messages and 10,000 leads, among 1,000 other companies.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { companyAdmin } from '../../e2e/support/api';
import { startServer } from '../../e2e/support/server';
import { startSmtpServer } from '../../server/test/support/smtp';
import { percentile } from './fixture';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const SERVER_URL = process.env.BENCH_POSTGRES_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'frontdesk_bench_insights';

// A fresh database each run, so the figures never depend on what an earlier run left.
const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
await admin.query(`drop database if exists ${DATABASE} with (force)`);
await admin.query(`create database ${DATABASE}`);
await admin.end();
const databaseUrl = new URL(SERVER_URL);
databaseUrl.pathname = `/${DATABASE}`;

const smtp = await startSmtpServer();
const server = await startServer({
  smtpPort: smtp.port,
  env: { DATABASE_URL: databaseUrl.toString(), LOG_LEVEL: 'error' },
});
const db = new pg.Client({ connectionString: databaseUrl.toString() });
await db.connect();

try {
  const owner = await companyAdmin(server.url, smtp.received, 'Busy Dental');
  const companyId = owner.user.companyId;
  const seeded = performance.now();
  await seed(companyId);
  console.log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  const get = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${owner.token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return performance.now() - started;
  };
  const measure = async (path: string) => {
    for (let i = 0; i < 3; i += 1) await get(path);
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) times.push(await get(path));
    return times.sort((a, b) => a - b);
  };

  console.log(`insights on PostgreSQL (${ROUNDS} sequential requests each, after 3 to warm up)`);
  const baseline = await measure('/api/users/my-permissions');
  const row = (name: string, times: number[]) =>
    `${name.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms   p95 / baseline ${(percentile(times, 95) / percentile(baseline, 95)).toFixed(1).padStart(6)}`;
  console.log(row('baseline: GET /api/users/my-permissions', baseline));
  for (const range of ['1d', '7d', '30d', '90d'])
    console.log(row(`GET /api/admin/analytics?range=${range}`, await measure(`/api/admin/analytics?range=${range}`)));
  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  console.log(row('GET /api/admin/business-intelligence (30 days)', await measure('/api/admin/business-intelligence')));
  console.log(
    row(
      'GET …/business-intelligence (120 days)',
      await measure(`/api/admin/business-intelligence?from=${daysAgo(120)}&to=${today}`),
    ),
  );

  // Each format twice: the second run shows what stays, the first what the heap grows to at most.
  for (const format of ['csv', 'xlsx', 'csv', 'xlsx']) {
    const rssBefore = rssOf(server.pid);
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 20);
    const started = performance.now();
    const response = await fetch(`${server.url}/api/admin/export-analytics?format=${format}&from=${daysAgo(125)}&to=${today}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
    clearInterval(sampler);
    console.log(
      `export ${format.padEnd(4)} 100,000 sessions: ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s, server RSS ${mb(rssBefore)} → peak ${mb(peak)} (+${mb(peak - rssBefore)})`,
    );
  }

  console.log('\nquery plans (EXPLAIN ANALYZE) of the two heaviest statements, 90 days:');
  for (const statement of [
    `select count(*), sum(message_count), avg(extract(epoch from last_activity_at - started_at))
       from chat_sessions where company_id = $1 and started_at >= now() - interval '90 days'`,
    `select s.id from chat_sessions s left join (select distinct on (session_id) session_id, email, phone from chat_leads
       where company_id = $1 and session_id is not null order by session_id, created_at desc) l on l.session_id = s.id
       where s.company_id = $1 and s.started_at >= now() - interval '30 days'
       order by (case when coalesce(l.email, '') <> '' then 30 else 0 end) desc limit 50`,
  ]) {
    const plan = await db.query(`explain (analyze, costs off, timing off, summary on) ${statement}`, [companyId]);
    console.log(plan.rows.map((line: Record<string, string>) => `  ${Object.values(line)[0]}`).join('\n'), '\n');
  }
} finally {
  await db.end();
  await server.stop();
  await smtp.close();
}

function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/** The busy company and 1,000 others, written with set-based SQL (a few seconds, not an hour of HTTP). */
async function seed(companyId: string): Promise<void> {
  await db.query(`
    insert into companies (id, name, slug, company_type)
    select 'bench-' || g, 'Bench ' || g, 'bench-' || g, (select type from company_types order by sort_order limit 1)
    from generate_series(1, 1000) g`);
  // Each other company: 50 sessions of 4 messages and 5 leads.
  await db.query(`
    insert into chat_sessions (id, company_id, device_type, started_at, last_activity_at, message_count)
    select gen_random_uuid()::text, 'bench-' || (g % 1000 + 1), 'mobile', now() - (g % 90) * interval '1 day',
           now() - (g % 90) * interval '1 day' + interval '2 minutes', 2
    from generate_series(1, 50000) g`);
  await db.query(`
    insert into chat_messages (company_id, session_id, role, content, created_at)
    select s.company_id, s.id, case when m % 2 = 0 then 'user' else 'assistant' end, 'Do you have parking?', s.started_at
    from chat_sessions s cross join generate_series(1, 4) m where s.company_id like 'bench-%'`);
  await db.query(`
    insert into chat_leads (id, company_id, session_id, name, email, created_at)
    select gen_random_uuid()::text, company_id, id, 'Visitor', 'v@example.com', started_at
    from (select company_id, id, started_at, row_number() over () as n from chat_sessions where company_id like 'bench-%') s
    where n % 10 = 0`);
  // The busy company: 100,000 sessions over 120 days, 10 messages each (5 of the visitor's), 10,000 leads.
  await db.query(
    `insert into chat_sessions (id, company_id, device_type, started_at, last_activity_at, message_count,
                                response_ms_total, answer_count, visitor_id)
     select gen_random_uuid()::text, $1, (array['mobile', 'desktop', 'tablet'])[1 + g % 3], started,
            started + ((g * 37) % 1800) * interval '1 second', 1 + g % 9, 800 * (1 + g % 9), 1 + g % 9,
            gen_random_uuid()::text
     from (select g, now() - (g % 120) * interval '1 day' - (g % 1440) * interval '1 minute' as started
           from generate_series(1, 100000) g) s`,
    [companyId],
  );
  await db.query(
    `insert into chat_messages (company_id, session_id, role, content, created_at)
     select $1, s.id, case when m % 2 = 0 then 'user' else 'assistant' end,
            case when m % 2 = 0 then 'How much is a cleaning?' else 'A cleaning costs 90 dollars.' end,
            s.started_at + m * interval '10 seconds'
     from chat_sessions s cross join generate_series(1, 10) m where s.company_id = $1`,
    [companyId],
  );
  await db.query(
    `insert into chat_leads (id, company_id, session_id, name, email, phone, created_at)
     select gen_random_uuid()::text, $1, id, 'Lead ' || n, 'lead' || n || '@example.com',
            case when n % 3 = 0 then '555 01' || (n % 100) else '' end, started_at + interval '1 minute'
     from (select id, started_at, row_number() over () as n from chat_sessions where company_id = $1) s
     where n % 10 = 0`,
    [companyId],
  );
  await db.query(
    `insert into chat_visits (company_id, day, visitor_id, first_seen_at)
     select $1, started_at::date, visitor_id, started_at from chat_sessions where company_id = $1
     union all
     select $1, (now() - (g % 120) * interval '1 day')::date, gen_random_uuid()::text, now() - (g % 120) * interval '1 day'
     from generate_series(1, 30000) g`,
    [companyId],
  );
  await db.query('analyze');
}

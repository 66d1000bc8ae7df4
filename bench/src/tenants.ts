// Many tenants on one server: 1,000 companies with 50 knowledge entries each. Measures a cold
// company's first answer (its knowledge index built on the spot) next to a warm company's answer,
// then the server's memory through 100,000 chat turns spread over every company.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openPglite } from '../../server/src/db/client';
import { startServer } from '../../e2e/support/server';
import { startSmtpServer } from '../../server/test/support/smtp';
import { percentile } from './fixture';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 1000);
const ENTRIES = 50;
const TURNS = Number(process.env.BENCH_TURNS ?? 100_000);
const COLD_SAMPLES = Math.min(200, COMPANIES / 2);
// As in server-memory.ts: V8 gives grown heap back 30–40 s after a burst of work (its memory reducer).
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 45_000);
const postgresUrl = process.env.BENCH_DATABASE_URL;

/** Fifty topics a small business answers, each made particular to its company by the company's number. */
const TOPICS: [string, string][] = [
  ['Opening hours', 'We are open Monday to Friday from 8am to 6pm and Saturday from 9am to %s pm; closed on Sundays.'],
  ['Parking', 'Free parking for %s cars is behind the building; street parking is metered.'],
  ['Prices', 'A standard appointment costs %s dollars; follow-up visits cost less.'],
  ['Location', 'We are at %s Elm Street, second floor, next to the pharmacy.'],
  ['Cancellation policy', 'Cancel at least %s hours ahead to avoid a late-cancellation fee.'],
  ['Payment methods', 'We take cash, debit cards and all major credit cards; invoices are due within %s days.'],
  ['Accessibility', 'The entrance has a ramp and lift %s; the office is wheelchair accessible.'],
  ['Children', 'We welcome children from age %s with a parent present.'],
  ['Emergencies', 'For emergencies outside opening hours call 555-0%s.'],
  ['Wi-Fi', 'Free Wi-Fi is available in the waiting room; the network is Guest-%s.'],
  ['New customers', 'New customers should arrive %s minutes early to fill in a short form.'],
  ['Gift cards', 'Gift cards are sold at the front desk in amounts from %s dollars.'],
  ['Loyalty programme', 'Every %sth visit is free for members of our loyalty programme.'],
  ['Insurance', 'We accept Delta, Aetna and Cigna plans; plan %s is billed directly.'],
  ['Languages', 'Our team speaks English, Spanish and %s other languages.'],
  ['Pets', 'Well-behaved dogs are welcome in the lobby; we keep %s water bowls ready.'],
  ['Group bookings', 'Groups of up to %s people can book a private session.'],
  ['Holidays', 'We close on public holidays and for %s days between Christmas and New Year.'],
  ['Refunds', 'Unused services are refunded within %s days of purchase.'],
  ['Contact', 'Call us on 555-1%s or write to hello@example.com.'],
  ['Staff', 'Our team of %s trained professionals has decades of experience.'],
  ['Hygiene', 'Rooms are cleaned between visits and deep-cleaned every %s days.'],
  ['Waiting times', 'Walk-in visitors usually wait about %s minutes.'],
  ['Online booking', 'Book online any time; slots open %s weeks ahead.'],
  ['Late arrivals', 'If you arrive more than %s minutes late we may need to reschedule.'],
  ['Products', 'We sell care products in the shop; members get %s percent off.'],
  ['Student discount', 'Students get %s percent off with a valid card.'],
  ['Senior discount', 'Visitors over 65 get %s percent off on weekdays.'],
  ['Public transport', 'Bus line %s stops right outside; the train station is a 5 minute walk.'],
  ['Bicycles', 'There is a bike rack for %s bicycles by the entrance.'],
  ['Food and drink', 'Coffee and tea are free; the café next door opens at %s am.'],
  ['Dress code', 'Wear comfortable clothes; lockers for %s bags are available.'],
  ['Privacy', 'Your records are kept confidential and deleted after %s years on request.'],
  ['Complaints', 'Complaints go to the manager, who answers within %s working days.'],
  ['Careers', 'We are hiring; send your CV to jobs@example.com, reference %s.'],
  ['Vouchers', 'Vouchers are valid for %s months from the date of purchase.'],
  ['Deposits', 'Bookings over 200 dollars need a deposit of %s dollars.'],
  ['Consultations', 'A first consultation of %s minutes is free.'],
  ['Home visits', 'Home visits are possible within %s miles for an extra fee.'],
  ['Weekend service', 'On weekends we offer a reduced service until %s pm.'],
  ['Certificates', 'We are certified by the national board, licence number %s.'],
  ['Equipment', 'Our equipment was renewed %s months ago.'],
  ['Reviews', 'We have more than %s five-star reviews online.'],
  ['Events', 'We host a free open day every %s months.'],
  ['Newsletter', 'Our newsletter goes out every %s weeks with offers.'],
  ['Social media', 'Follow us on social media as @frontdesk%s.'],
  ['Sustainability', 'We run on green power and recycle %s percent of our waste.'],
  ['Safety', 'First-aid trained staff are on site; the defibrillator is in room %s.'],
  ['Lost property', 'Lost items are kept at the front desk for %s days.'],
  ['History', 'The business was founded %s years ago by two friends.'],
];
const QUESTIONS = [
  'where can I park?',
  'when are you open on saturday',
  'how much does an appointment cost?',
  'do you take cigna insurance',
  'can I bring my dog',
];

/** 1,000 companies and their knowledge, written set-wise straight into the database. */
function seedStatements(): string[] {
  const topics = TOPICS.map(([title, text], i) => `(${i}, '${title.replace(/'/g, "''")}', '${text.replace(/'/g, "''")}')`).join(
    ', ',
  );
  return [
    `insert into companies (id, name, slug, company_type)
       select 'bench-company-' || n, 'Bench Company ' || n, 'bench-' || n, 'general' from generate_series(1, ${COMPANIES}) n`,
    `insert into knowledge_entries (id, company_id, title, definition)
       select 'bench-entry-' || n || '-' || t.i, 'bench-company-' || n, t.title, replace(t.text, '%s', (n % 97 + t.i)::text)
       from generate_series(1, ${COMPANIES}) n cross join (values ${topics}) as t(i, title, text)`,
  ];
}

async function seed(dataDir: string): Promise<void> {
  if (postgresUrl) {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    for (const statement of seedStatements()) await client.query(statement);
    await client.end();
    return;
  }
  const database = await openPglite(dataDir);
  for (const statement of seedStatements()) await database.executeSql(statement);
  await database.close();
}

const smtp = await startSmtpServer();
const dataDir = mkdtempSync(path.join(tmpdir(), 'frontdesk-tenants-'));
const env = {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'error',
  CHAT_RATE_LIMIT_PER_VISITOR: '100000000',
  CHAT_RATE_LIMIT_PER_COMPANY: '100000000',
  ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
};
// The first start creates the schema; the seed goes in while the server is down (PGlite is single-process).
await (await startServer({ smtpPort: smtp.port, env })).stop();
await seed(path.join(dataDir, 'pglite'));
const server = await startServer({ smtpPort: smtp.port, env });
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function ask(company: number, question: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/public-chat/chat/bench-${company}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: question }),
  });
  if (!response.ok) throw new Error(`company ${company} answered ${response.status}`);
  const { reply } = (await response.json()) as { reply: string };
  if (!reply) throw new Error(`company ${company} gave no reply`);
  return performance.now() - started;
}

try {
  const atRest = rssMb();
  // Alternate a cold company (first question ever) with a warm one, so noise falls on both alike.
  const warmCompany = COMPANIES;
  for (let i = 0; i < 20; i += 1) await ask(warmCompany, QUESTIONS[i % QUESTIONS.length] ?? '');
  const cold: number[] = [];
  const warm: number[] = [];
  for (let company = 1; company <= COLD_SAMPLES; company += 1) {
    cold.push(await ask(company, QUESTIONS[company % QUESTIONS.length] ?? ''));
    warm.push(await ask(warmCompany, QUESTIONS[company % QUESTIONS.length] ?? ''));
  }
  cold.sort((a, b) => a - b);
  warm.sort((a, b) => a - b);

  let sent = 0;
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 500);
  const started = performance.now();
  const load = await autocannon({
    url: server.url,
    connections: 10,
    amount: TURNS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          sent += 1;
          const company = 1 + ((sent * 7919) % COMPANIES);
          return {
            ...request,
            path: `/api/public-chat/chat/bench-${company}`,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ message: QUESTIONS[sent % QUESTIONS.length] }),
          };
        },
      },
    ],
  });
  clearInterval(sampler);
  if (load.non2xx > 0 || load.errors > 0) throw new Error(`${load.non2xx} non-2xx answers, ${load.errors} errors`);
  const seconds = (performance.now() - started) / 1000;
  // RSS is read a few seconds after the load (5, or the whole settling time when that is shorter) and once settled.
  const soonMs = Math.min(5000, SETTLE_MS);
  await new Promise((resolve) => setTimeout(resolve, soonMs));
  const rightAfter = rssMb();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS - soonMs));
  const fmt = (ms: number) => ms.toFixed(1).padStart(7);
  console.log(`tenants (${COMPANIES} companies × ${ENTRIES} entries, ${postgresUrl ? 'PostgreSQL' : 'embedded PGlite'})`);
  console.log(`                                          p50 ms   p99 ms`);
  console.log(`warm company's answer (baseline)        ${fmt(percentile(warm, 50))}  ${fmt(percentile(warm, 99))}`);
  console.log(`cold company's first answer             ${fmt(percentile(cold, 50))}  ${fmt(percentile(cold, 99))}`);
  console.log(`ratio p99 cold / warm: ${(percentile(cold, 99) / percentile(warm, 99)).toFixed(2)}   (target: cold p99 ≤ 50 ms)`);
  console.log(`${TURNS} turns over ${COMPANIES} companies in ${seconds.toFixed(0)} s (${(TURNS / seconds).toFixed(0)} turns/s)`);
  console.log(
    `server RSS: at rest ${atRest.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, ${soonMs / 1000} s after ${rightAfter.toFixed(0)} MB, ` +
      `${(SETTLE_MS / 1000).toFixed(0)} s after ${rssMb().toFixed(0)} MB   (target: < 300 MB)`,
  );
} finally {
  await server.stop();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}

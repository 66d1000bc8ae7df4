import { api, companyAdmin } from '../../e2e/support/api';
import { startServer } from '../../e2e/support/server';
import { startSmtpServer } from '../../server/test/support/smtp';

/** Knowledge of a typical small business, so retrieval works on a realistic index. */
const ENTRIES: [string, string][] = [
  ['Parking', 'Free parking is available behind the building on Elm Street; the lot opens at 7am.'],
  ['Opening hours', 'We are open Monday to Friday 8am to 6pm and Saturday 9am to 1pm. Closed on Sundays.'],
  ['Prices', 'A standard consultation costs 60 dollars; follow-up visits cost 40 dollars.'],
  ['Insurance', 'We accept Delta, Aetna and Cigna insurance plans.'],
  ['Location', 'Our office is at 12 Elm Street, second floor, next to the pharmacy.'],
  ['Cancellation', 'Cancel at least 24 hours ahead to avoid a 25 dollar late-cancellation fee.'],
  ['Payment', 'We take cash, debit and all major credit cards.'],
  ['Accessibility', 'The building has a ramp and an elevator; the office is wheelchair accessible.'],
  ['Children', 'We see children from age 3, with a parent present.'],
  ['Emergencies', 'For emergencies outside opening hours call 555-0199.'],
  ['Wi-Fi', 'Free Wi-Fi is available in the waiting room; the password is at the front desk.'],
  ['New patients', 'New patients should arrive 15 minutes early to fill in a short form.'],
];

/** A running Frontdesk (built, embedded database) with one company whose knowledge is filled in. */
export async function startFrontdeskWithCompany(env: Record<string, string> = {}, nodeArgs: string[] = []) {
  const smtp = await startSmtpServer();
  const server = await startServer({
    smtpPort: smtp.port,
    nodeArgs,
    env: {
      CHAT_RATE_LIMIT_PER_VISITOR: '100000000',
      CHAT_RATE_LIMIT_PER_COMPANY: '100000000',
      LOG_LEVEL: 'error',
      // The embedded database by default, as `npm start` runs; BENCH_DATABASE_URL measures PostgreSQL.
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      ...env,
    },
  });
  const admin = await companyAdmin(server.url, smtp.received, 'Bench Dental');
  for (const [companyTitle, definition] of ENTRIES) {
    await api.post(server.url, '/api/company/info', { companyTitle, definition }, admin.token);
  }
  return {
    url: server.url,
    pid: server.pid,
    admin,
    slug: admin.user.companySlug,
    stop: async () => {
      await server.stop();
      await smtp.close();
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

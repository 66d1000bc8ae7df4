// Public chat throughput with the built-in responder, next to a trivial Fastify route, same run.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startFrontdeskWithCompany } from './fixture';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const QUESTIONS = [
  'where can I park?',
  'what are your opening hours on saturday',
  'do you take cigna insurance',
  'how much is a consultation?',
];

async function load(url: string, body: (i: number) => string) {
  let i = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: body((i += 1)) }) }],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

// Follow-up turns continue these conversations in turn: each reads its history before answering.
const CONVERSATIONS = 200;

/** Conversations of one turn each, to be continued. */
async function startConversations(chatUrl: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < CONVERSATIONS; i += 1) {
    const response = await fetch(chatUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: QUESTIONS[i % QUESTIONS.length] }),
    });
    if (!response.ok) throw new Error(`${chatUrl} answered ${response.status}`);
    ids.push(((await response.json()) as { sessionId: string }).sessionId);
  }
  return ids;
}

const frontdesk = await startFrontdeskWithCompany();
const trivial = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./trivial-server.ts', import.meta.url))], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [firstLine] = (await once(trivial.stdout, 'data')) as [Buffer];
const trivialUrl = firstLine.toString().trim();
try {
  // Warm both up, then measure them one after the other under the same load.
  await load(`${trivialUrl}/echo`, () => '{}');
  const chatUrl = `${frontdesk.url}/api/public-chat/chat/${frontdesk.slug}`;
  await load(chatUrl, (i) => JSON.stringify({ message: QUESTIONS[i % QUESTIONS.length] }));
  const conversations = await startConversations(chatUrl);
  const followUp = (i: number) =>
    JSON.stringify({ message: QUESTIONS[i % QUESTIONS.length], sessionId: conversations[i % conversations.length] });
  const base = await load(`${trivialUrl}/echo`, () => '{}');
  const chat = await load(chatUrl, (i) => JSON.stringify({ message: QUESTIONS[i % QUESTIONS.length] }));
  const followUps = await load(chatUrl, followUp);
  const row = (name: string, r: autocannon.Result) =>
    `${name.padEnd(30)} ${r.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms`;
  console.log(`chat-throughput (${CONNECTIONS} connections, ${DURATION_S} s each)`);
  console.log(row('trivial Fastify route', base));
  console.log(row('public chat (built-in)', chat));
  console.log(row('  follow-up turns', followUps));
  console.log(`ratio public chat / trivial: ${(chat.requests.average / base.requests.average).toFixed(3)}`);
  console.log(`ratio follow-up turns / trivial: ${(followUps.requests.average / base.requests.average).toFixed(3)}`);
} finally {
  trivial.kill('SIGTERM');
  await frontdesk.stop();
}

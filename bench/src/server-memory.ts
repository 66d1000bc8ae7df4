// The server's memory on the embedded database, as `npm start` runs it: at rest after its first
// start, at rest after a restart on the same data directory, and at rest again after a burst of
// chat turns, each sampled for a few seconds to show whether it holds still. V8 gives memory back
// only after some 30–40 s without work (its memory reducer), so each figure waits that long.
// Baseline: a bare Fastify process on the same machine, same run.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from '../../e2e/support/server';
import { startSmtpServer } from '../../server/test/support/smtp';
import { startFrontdeskWithCompany } from './fixture';

const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 45_000);
const SAMPLE_MS = 500;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 10);
const LOAD_S = Number(process.env.BENCH_DURATION_S ?? 10);
const TARGET_MB = 250;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Rest = { min: number; max: number };

/** RSS sampled SAMPLES times, half a second apart, after the settle time of quiet. */
async function atRest(pid: number): Promise<Rest> {
  await sleep(SETTLE_MS);
  const samples: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    samples.push(rssMb(pid));
    await sleep(SAMPLE_MS);
  }
  return { min: Math.min(...samples), max: Math.max(...samples) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'frontdesk-memory-'));
const trivial = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./trivial-server.ts', import.meta.url))], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const smtp = await startSmtpServer();
try {
  await once(trivial.stdout, 'data');
  const baseline = await atRest(trivial.pid ?? 0);

  const first = await startFrontdeskWithCompany({ DATA_DIR: dataDir });
  const afterFirstStart = await atRest(first.pid);
  await first.stop();

  const server = await startServer({
    smtpPort: smtp.port,
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      CHAT_RATE_LIMIT_PER_VISITOR: '100000000',
      CHAT_RATE_LIMIT_PER_COMPANY: '100000000',
    },
  });
  try {
    const afterRestart = await atRest(server.pid);
    const load = await autocannon({
      url: `${server.url}/api/public-chat/chat/${first.slug}`,
      method: 'POST',
      connections: 10,
      duration: LOAD_S,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'where can I park?' }),
    });
    if (load.non2xx > 0 || load.errors > 0) throw new Error(`chat load: ${load.non2xx} non-2xx answers, ${load.errors} errors`);
    const afterLoad = await atRest(server.pid);

    const row = (name: string, rest: Rest) =>
      `${name.padEnd(44)} ${rest.min.toFixed(0).padStart(5)}–${rest.max.toFixed(0).padEnd(5)} MB   ratio ${(rest.max / baseline.max).toFixed(1)}`;
    console.log(
      `server-memory (RSS at rest: ${SETTLE_MS / 1000} s of quiet, then ${SAMPLES} samples over ${(SAMPLES * SAMPLE_MS) / 1000} s; target ≤ ${TARGET_MB} MB)`,
    );
    console.log(row('bare Fastify process (baseline)', baseline));
    console.log(row('Frontdesk, embedded database, first start', afterFirstStart));
    console.log(row('the same after a restart', afterRestart));
    console.log(row(`the same after ${load.requests.total} chat turns`, afterLoad));
  } finally {
    await server.stop();
  }
} finally {
  trivial.kill('SIGTERM');
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}

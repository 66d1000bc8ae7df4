// Where a public chat turn's time goes: the server runs under node --cpu-prof while autocannon sends
// chat turns (built-in responder); the samples taken during the load are summed by area of the code
// and drawn as a flame graph (bench/profiles/chat-turn.svg).
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { flameGraphSvg, readProfile, timeByArea } from './cpu-profile';
import { cpuBetween, cpuByProcess } from './process-cpu';
import { startFrontdeskWithCompany } from './fixture';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const QUESTIONS = [
  'where can I park?',
  'what are your opening hours on saturday',
  'do you take cigna insurance',
  'how much is a consultation?',
];
// The committed flame graph by default; the test suite's smoke run writes elsewhere.
const svgFile = process.env.BENCH_PROFILE_SVG ?? fileURLToPath(new URL('../profiles/chat-turn.svg', import.meta.url));
const profileDir = mkdtempSync(path.join(tmpdir(), 'frontdesk-profile-'));

const frontdesk = await startFrontdeskWithCompany({}, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
let from = 0;
let to = 0;
let turns = 0;
let byProcess: { name: string; micros: number }[] = [];
try {
  let i = 0;
  const run = () =>
    autocannon({
      url: `${frontdesk.url}/api/public-chat/chat/${frontdesk.slug}`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ message: QUESTIONS[(i += 1) % QUESTIONS.length] }) }),
        },
      ],
    });
  await run();
  // V8 stamps samples with the monotonic clock, the one process.hrtime reads: the load's window.
  from = Number(process.hrtime.bigint() / 1000n);
  const cpuBefore = cpuByProcess();
  const result = await run();
  byProcess = cpuBetween(cpuBefore, cpuByProcess(), frontdesk.pid);
  to = Number(process.hrtime.bigint() / 1000n);
  turns = result.requests.total;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
} finally {
  await frontdesk.stop();
}

const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`node wrote no CPU profile into ${profileDir}`);
const profile = readProfile(path.join(profileDir, file), from, to);
rmSync(profileDir, { recursive: true, force: true });

const areas = timeByArea(profile);
const busyMs = areas.filter((row) => row.area !== 'idle').reduce((sum, row) => sum + row.ms, 0);
console.log(
  `chat-profile (${CONNECTIONS} connections, ${DURATION_S} s, ${turns} turns, built-in responder, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'})`,
);
console.log(`server CPU per turn: ${((busyMs / turns) * 1000).toFixed(0)} µs`);
for (const row of areas) {
  console.log(
    `${row.area.padEnd(46)} ${(row.share * 100).toFixed(1).padStart(5)} %   ${((row.ms / turns) * 1000).toFixed(0).padStart(5)} µs/turn`,
  );
}
// The server is one of several processes sharing the machine's cores: which of them is the limit.
if (byProcess.length > 0) {
  console.log('CPU per turn by process (/proc), the profiler included:');
  for (const { name, micros } of byProcess.slice(0, 5)) {
    console.log(`  ${name.padEnd(44)} ${(micros / turns).toFixed(0).padStart(5)} µs/turn`);
  }
}
mkdirSync(path.dirname(svgFile), { recursive: true });
writeFileSync(
  svgFile,
  flameGraphSvg(
    profile,
    `Public chat turns, built-in responder, ${turns} turns in ${DURATION_S} s (hover a frame for its share)`,
  ),
);
console.log(`flame graph: ${path.relative(process.cwd(), svgFile)}`);

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const bench = path.resolve(fileURLToPath(new URL('../../bench', import.meta.url)));
const scratch = mkdtempSync(path.join(tmpdir(), 'frontdesk-bench-smoke-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs one benchmark with tiny knobs, as `npm run <name> -w bench` would; its output and exit code. */
function runBench(
  script: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', `src/${script}.ts`], {
      cwd: bench,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

// The benchmarks measure nothing here: the suite only checks that each one runs to its figures, so
// they run two at a time (each is mostly one core's work) to keep CI short. widget-size (fetches
// other products' packages from npm) and insights (seeds 100,000 sessions on PostgreSQL) are left
// to their own runs.
describe.concurrent('benchmarks run', { timeout: 120_000 }, () => {
  it('chat-throughput', async () => {
    const { code, output } = await runBench('chat-throughput', { BENCH_DURATION_S: '1', BENCH_CONNECTIONS: '2' });
    expect(output).toMatch(/ratio public chat \/ trivial: \d/);
    expect(output).toMatch(/ratio follow-up turns \/ trivial: \d/);
    expect(code).toBe(0);
  });

  it('chat-overhead', async () => {
    const { code, output } = await runBench('chat-overhead', { BENCH_ROUNDS: '5' });
    expect(output).toMatch(/added by Frontdesk\s+-?\d/);
    expect(code).toBe(0);
  });

  it('chat-profile', async () => {
    const svg = path.join(scratch, 'chat-turn.svg');
    const { code, output } = await runBench('chat-profile', {
      BENCH_DURATION_S: '1',
      BENCH_CONNECTIONS: '2',
      BENCH_PROFILE_SVG: svg,
    });
    expect(output).toMatch(/server CPU per turn: \d+ µs/);
    expect(output).toMatch(/^\s+server\s+\d+ µs\/turn$/m);
    expect(code).toBe(0);
    expect(existsSync(svg)).toBe(true);
  });

  it('server-memory', async () => {
    const { code, output } = await runBench('server-memory', {
      BENCH_SETTLE_MS: '200',
      BENCH_SAMPLES: '2',
      BENCH_DURATION_S: '1',
    });
    expect(output).toMatch(/after a restart\s+\d+–\d+\s+MB/);
    expect(code).toBe(0);
  });

  it('tenants', async () => {
    const { code, output } = await runBench('tenants', { BENCH_COMPANIES: '6', BENCH_TURNS: '60', BENCH_SETTLE_MS: '200' });
    expect(output).toMatch(/ratio p99 cold \/ warm: \d/);
    expect(output).toMatch(/server RSS: at rest \d+ MB/);
    expect(code).toBe(0);
  }, 120_000);

  it('meaning-ranking', async () => {
    const { code, output } = await runBench('meaning-ranking', { BENCH_SET: 'set 29', BENCH_BUSINESSES: '1' });
    expect(output).toMatch(/^set 29 \(unseen\)\s+\d+\/\d+/m);
    expect(output).toMatch(/question: p50 \d+\.\d ms, p99 \d+\.\d ms/);
    expect(code).toBe(0);
  }, 120_000);

  it('page-weight', async () => {
    const { code, output } = await runBench('page-weight', {});
    expect(output).toMatch(/ratio public chat \/ dashboard: brotli \d/);
    expect(output).toMatch(/target public chat ≤ 75 KB brotli: \d+ bytes/);
    expect(code).toBe(0);
  });

  it('knowledge-index', async () => {
    const { code, output } = await runBench('knowledge-index', { BENCH_ROUNDS: '2' }, ['--expose-gc']);
    expect(output).toMatch(/ratio p99 answer 500 \/ 50 entries: \d/);
    expect(output).toMatch(/vectors worked out \(first decline\)\s+meaning comparison p50/);
    expect(code).toBe(0);
  });
});

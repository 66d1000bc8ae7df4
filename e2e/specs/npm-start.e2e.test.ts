import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/test/support/ports';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const dataDir = mkdtempSync(path.join(tmpdir(), 'frontdesk-start-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The README's start command, on one data folder; resolves once /healthz answers, with the output so far. */
async function npmStart(): Promise<{ output: () => string; stop: () => Promise<void> }> {
  const port = await freePort();
  let output = '';
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { output: () => output, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not serve /healthz within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('npm start', () => {
  it('starts again and again from one checkout and one data folder, without rebuilding what did not change', async () => {
    for (let round = 1; round <= 2; round += 1) {
      const started = await npmStart();
      await started.stop();
      expect(started.output(), `start ${round}`).toContain('Frontdesk is listening');
      expect(started.output(), `start ${round}`).not.toContain('building');
    }
  }, 120_000);

  it('rebuilds the server, and only the server, after one of its source files changed', async () => {
    const source = path.join(root, 'server/src/main.ts');
    const later = new Date(Date.now() + 1000);
    utimesSync(source, later, later);
    const started = await npmStart();
    await started.stop();
    expect(started.output()).toContain('building server...');
    expect(started.output()).not.toContain('building web...');
    expect(started.output()).toContain('Frontdesk is listening');
  }, 120_000);
});

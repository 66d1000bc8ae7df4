import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/test/support/ports';
import { startSmtpServer } from '../../server/test/support/smtp';
import { startScript, startServer } from '../support/server';

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

  it("is how the tests and benches run the server too: the start script's environment and node's options", async () => {
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
    const tunables = /GLIBC_TUNABLES=(\S+)/.exec(manifest.scripts.start)?.[1];
    const semiSpace = /--max-semi-space-size=\S+/.exec(manifest.scripts.start)?.[0];
    expect(startScript()).toEqual({ env: { GLIBC_TUNABLES: tunables }, nodeFlags: [semiSpace] });
    const smtp = await startSmtpServer();
    const server = await startServer({ smtpPort: smtp.port });
    try {
      // glibc rewrites the variable in its process's environment once read, so only its presence is checked there.
      const environment = readFileSync(`/proc/${server.pid}/environ`, 'utf8').split('\0');
      const commandLine = readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0');
      expect(environment.some((entry) => entry.startsWith('GLIBC_TUNABLES=glibc.malloc.'))).toBe(true);
      expect(commandLine).toContain(semiSpace);
    } finally {
      await server.stop();
      await smtp.close();
    }
  }, 120_000);
});

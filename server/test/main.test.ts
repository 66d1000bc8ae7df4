import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

it('starts on the embedded database, answers, and on SIGTERM drains and closes it cleanly', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'frontdesk-main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const deadline = Date.now() + 45_000;
    let address: string | undefined;
    while (!address && Date.now() < deadline) {
      address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!address) throw new Error(`server did not start:\n${output}`);
    expect((await fetch(`${address}/readyz`)).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'app-secret'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('draining requests');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** The server's entry on the embedded database in `dataDir`; `output` collects what it prints. */
function startMain(dataDir: string, port = 0) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = { child, output: '' };
  child.stdout.on('data', (chunk: Buffer) => (started.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (started.output += chunk.toString()));
  return started;
}

async function listeningAddress(started: { output: string }): Promise<string> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(started.output)?.[1];
    if (address) return address;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${started.output}`);
}

it('starts on the embedded database, answers, and on SIGTERM drains and closes it cleanly', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'frontdesk-main-'));
  const started = startMain(dataDir);
  const { child } = started;
  try {
    const address = await listeningAddress(started);
    const output = () => started.output;
    expect((await fetch(`${address}/readyz`)).status).toBe(200);
    expect(existsSync(path.join(dataDir, 'app-secret'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('draining requests');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);

it('closes a new embedded database when its port is taken, so the next start opens it', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'frontdesk-main-'));
  const holder = createServer().listen(0, '127.0.0.1');
  await once(holder, 'listening');
  const failed = startMain(dataDir, (holder.address() as AddressInfo).port);
  let again: ReturnType<typeof startMain> | undefined;
  try {
    const [code] = (await once(failed.child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(failed.output).toContain('EADDRINUSE');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    again = startMain(dataDir);
    const address = await listeningAddress(again);
    expect((await fetch(`${address}/readyz`)).status).toBe(200);
  } finally {
    holder.close();
    failed.child.kill('SIGKILL');
    again?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../server/test/support/ports';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

export const SUPER_ADMIN = { email: 'operator@frontdesk.test', password: 'operator-password-1' };

/**
 * How `npm start` runs node (package.json's start script): the environment it sets before the
 * command (NAME=value) and node's options, so tests and benches run the server alike.
 */
export function startScript(): { env: Record<string, string>; nodeFlags: string[] } {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = manifest.scripts.start.split(/\s+/);
  const assignments = words.map((word) => /^([A-Z_]+)=(.*)$/.exec(word)).filter((match) => match !== null);
  return {
    env: Object.fromEntries(assignments.map(([, name, value]) => [name, value])),
    nodeFlags: words.filter((word) => word.startsWith('--')),
  };
}

/** Starts the built product as `npm start` would, on its own port and embedded database (e2e and bench). */
export async function startServer(options: {
  smtpPort: number;
  env?: Record<string, string>;
  /** Options for node itself (a CPU profile, say). */
  nodeArgs?: string[];
}): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const entry = path.join(root, 'server/dist/main.js');
  if (!existsSync(entry) || !existsSync(path.join(root, 'web/dist/index.html'))) {
    throw new Error('The app is not built: run `npm run build` first (npm test does it before the e2e suite).');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'frontdesk-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const { env: startEnv, nodeFlags } = startScript();
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, ...(options.nodeArgs ?? []), entry], {
    cwd: root,
    env: {
      ...process.env,
      ...startEnv,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
      MAIL_FROM: 'Frontdesk <no-reply@frontdesk.test>',
      SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

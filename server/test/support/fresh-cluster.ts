import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './ports';

/** PostgreSQL's server programs: where pg_config says, else Debian's versioned folder. */
function serverBinaries(): string {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // pg_config is not on the PATH; look in Debian's layout below
  }
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort().reverse())
      candidates.push(`/usr/lib/postgresql/${version}/bin`);
  }
  const found = candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres')));
  if (!found) throw new Error('initdb and postgres were not found: install PostgreSQL (apt-get install -y postgresql)');
  return found;
}

function postgresUser(): { uid: number; gid: number } {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    throw new Error(
      'PostgreSQL does not run as root and there is no postgres user: install PostgreSQL (apt-get install -y postgresql)',
    );
  }
}

/**
 * A brand-new PostgreSQL cluster (initdb into a temporary folder) on a free port, as a new CI machine
 * has. PostgreSQL refuses to run as root, so as root the cluster belongs to the postgres user.
 */
export async function startFreshCluster(): Promise<{ url: string; restart: () => Promise<void>; stop: () => Promise<void> }> {
  const bin = serverBinaries();
  const dir = mkdtempSync(path.join(tmpdir(), 'frontdesk-cluster-'));
  const as: { uid?: number; gid?: number } = userInfo().uid === 0 ? postgresUser() : {};
  if (as.uid !== undefined && as.gid !== undefined) chownSync(dir, as.uid, as.gid);
  const data = path.join(dir, 'data');
  execFileSync(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
    stdio: 'ignore',
    ...as,
  });
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const args = ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-c', 'fsync=off'];
  let server = await startServer(path.join(bin, 'postgres'), args, as, url);
  const stopServer = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT'); // fast shutdown: running transactions are cancelled, committed ones are on disk
      await exited;
    }
  };
  return {
    url,
    /** Stops the server and starts it again on the same data and port, as an operator's restart would. */
    restart: async () => {
      await stopServer();
      server = await startServer(path.join(bin, 'postgres'), args, as, url);
    },
    stop: async () => {
      await stopServer();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startServer(
  program: string,
  args: string[],
  as: { uid?: number; gid?: number },
  url: string,
): Promise<ChildProcess> {
  const server = spawn(program, args, { stdio: 'ignore', ...as });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the fresh PostgreSQL cluster exited with ${server.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return server;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error('the fresh PostgreSQL cluster did not accept connections within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

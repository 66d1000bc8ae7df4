import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';

/** Either driver, seen through the dialect both share. A transaction is also a Database. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** True when the tenant role exists and this connection may assume it (row-level security on). */
  rlsEnabled: boolean;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Runs work on one connection, for statements that must share a session (advisory locks). */
  withConnection<T>(fn: (db: Database) => Promise<T>): Promise<T>;
};

export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const release = dataDir ? acquireDirectoryLock(dataDir) : () => {};
  try {
    const client = dataDir ? new PGlite(dataDir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client) as unknown as Database;
    return {
      kind: 'pglite',
      db,
      rlsEnabled: false,
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        await client.close();
        release();
      },
      withConnection: (fn) => fn(db),
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const db = drizzlePg(pool) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    rlsEnabled: false,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    withConnection: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn(drizzlePg(client) as unknown as Database);
      } finally {
        client.release();
      }
    },
  };
}

/** Detects whether tenant work can run under the row-level-security role. */
export async function detectRls(handle: DatabaseHandle): Promise<void> {
  const result = await handle.db.execute(
    sql`select exists(select 1 from pg_roles where rolname = 'frontdesk_tenant')
        and pg_has_role(current_user, 'frontdesk_tenant', 'member') as ok`,
  );
  handle.rlsEnabled = rowsOf<{ ok: boolean }>(result)[0]?.ok === true;
}

/** PGlite answers { rows }, node-postgres a QueryResult with rows too; both are read the same way. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * PGlite is a single-process database: a second process opening the same directory would corrupt
 * it. A pid file guards it; a file left by a dead process is taken over.
 */
const heldLocks = new Set<string>();

function acquireDirectoryLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
  if (heldLocks.has(lockFile)) {
    throw new Error(`The embedded database in ${dataDir} is in use by another Frontdesk process (pid ${process.pid}).`);
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldLocks.add(lockFile);
      return () => {
        heldLocks.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      // Our own pid in a lock we do not hold is a restart that reused the pid (containers do): stale.
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by another Frontdesk process (pid ${owner}). ` +
            'Stop it, or set DATA_DIR to another folder.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

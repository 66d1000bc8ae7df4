import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseUnavailable } from './errors';
import { writtenOut, type BoundStatement } from './inline-sql';
import { drizzleClientFor } from './pglite-drizzle';

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
  /** Runs work in one transaction; a connection that broke on the way is never handed out again. */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  /**
   * Plain SQL for libraries that bring their own statements (the job queue); several statements
   * when there are no values, answered with the last one's rows.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Our own statements (uses of db/inline-sql.ts templates, see statementText), several in one message without values
   * (one implicit transaction): each one's rows, in order, as the client reads them for drizzle —
   * the embedded database leaves timestamps as text, so callers select text, numbers and json.
   * Unlike executeSql it passes PGlite no parsers of its own, which PGlite would merge into a copy of
   * its whole type table on every call (docs/decisions/012).
   */
  executeEach(text: string): Promise<unknown[][]>;
  /**
   * The text that runs one use of a statement template in executeEach: on the embedded database an
   * EXECUTE of the template prepared once, which spares parsing and planning it at every use
   * (docs/decisions/012); on PostgreSQL, whose pooled connections come and go, the use written out.
   */
  statementText(statement: BoundStatement): Promise<string>;
  /** PGlite only: its whole data directory as a tarball, a template for `openPglite`. */
  dumpDataDir?: (compression?: 'none' | 'gzip') => Promise<Blob>;
};

/**
 * The embedded database's memory lives in one WebAssembly heap that grows and never shrinks, so
 * its peaks stay in the process for good. PostgreSQL's defaults are made for a server of its own
 * (128 MB of shared buffers, 64 MB per index build); one small tenant database needs far less.
 * Figures: docs/scaling.md.
 */
const PGLITE_MEMORY_SETTINGS = Object.entries({
  shared_buffers: '16MB',
  work_mem: '2MB',
  maintenance_work_mem: '8MB',
  temp_buffers: '2MB',
  wal_buffers: '1MB',
}).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/**
 * Opens the embedded database in `dataDir`, or in memory without one. `template` is a data directory
 * dumped by `dumpDataDir`: starting from it skips initdb, which costs seconds.
 */
export async function openPglite(dataDir: string | undefined, template?: Blob): Promise<DatabaseHandle> {
  const release = dataDir ? acquireDirectoryLock(dataDir) : () => {};
  try {
    // btree_gist lets one exclusion constraint keep two bookings off the same time (migration 0010).
    const extensions = { btree_gist };
    const options = {
      extensions,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS],
      ...(template ? { loadDataDir: template } : {}),
    };
    const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
    await client.waitReady;
    const { drizzleClient, stockParsers } = drizzleClientFor(client);
    const db = drizzlePglite({ client: drizzleClient }) as unknown as Database;
    return {
      kind: 'pglite',
      db,
      dumpDataDir: (compression = 'none') => client.dumpDataDir(compression),
      rlsEnabled: false,
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        await client.close();
        release();
      },
      withConnection: (fn) => fn(db),
      transaction: (work) => db.transaction((tx) => work(tx as unknown as Database)),
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values, { parsers: stockParsers });
        // The simple protocol runs several statements at once; the last one's rows are the answer.
        const results = await client.exec(text, { parsers: stockParsers });
        return { rows: results.at(-1)?.rows ?? [] };
      },
      executeEach: async (text) => (await client.exec(text)).map((result) => result.rows),
      statementText: preparedStatements(client),
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A client that loses its server emits 'error'; with no listener that event would end the
  // process. The pool listens on idle clients; a client checked out for a transaction has only
  // this listener, while its query in flight fails and its request is answered 503. The pool
  // drops such a client when it is released and opens a new one for the next request.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
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
    // Drizzle's own pool transaction issues BEGIN before its try block, so a connection that died
    // just then was never released and the pool ran dry; here every checkout is released, and a
    // broken connection is destroyed rather than reused.
    transaction: async (work) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await drizzlePg(client).transaction((tx) => work(tx as unknown as Database));
      } catch (error) {
        if (isDatabaseUnavailable(error)) broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      // Several statements in one message answer a result each; the last one's rows are the answer.
      const last: pg.QueryResult | undefined = Array.isArray(result) ? (result as pg.QueryResult[]).at(-1) : result;
      return { rows: last?.rows ?? [] };
    },
    executeEach: async (text) => {
      const result = await pool.query(text);
      return (Array.isArray(result) ? (result as pg.QueryResult[]) : [result]).map((each) => each.rows);
    },
    statementText: async (statement) => writtenOut(statement),
  };
}

/**
 * At most this many templates are kept prepared on the embedded database; a use of any other is
 * written out. Templates are built once per statement of the code, so this only bounds a mistake.
 */
const MAX_PREPARED = 64;

/**
 * statementText for the embedded database, whose one session keeps what it prepares. A template
 * is prepared by its first use, in a message of its own; one the database will not prepare runs
 * written out, where its own error, if any, reaches its caller.
 */
function preparedStatements(client: PGlite): (statement: BoundStatement) => Promise<string> {
  const names = new Map<string, Promise<string | undefined>>();
  return async (statement) => {
    const { text } = statement.template;
    let name = names.get(text);
    if (name === undefined) {
      if (names.size >= MAX_PREPARED) return writtenOut(statement);
      const chosen = `frontdesk_${names.size + 1}`;
      // One statement only: sent alone, as the extended protocol sends it, several would be refused
      // rather than the first prepared and the rest run once.
      name = client.query(`prepare ${chosen} as ${text}`).then(
        () => chosen,
        () => undefined,
      );
      names.set(text, name);
    }
    const prepared = await name;
    if (prepared === undefined) return writtenOut(statement);
    return statement.values.length === 0 ? `execute ${prepared}` : `execute ${prepared}(${statement.values.join(', ')})`;
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
      if (owner && owner !== process.pid && isProcessAlive(owner)) {
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

/** Whether a process with this pid is running (a pid file's owner, say). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

import v8 from 'node:v8';
import { loadConfig } from './config';
import { openPglite, openPostgres } from './db/client';
import { runMigrations } from './db/migrate';
import { pgliteTemplateFor } from './db/pglite-template';
import { buildApp } from './app';

const DRAIN_TIMEOUT_MS = 10_000;

/** Process entry: config → database → migrations → listen, and a clean stop on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  // V8 compiles the embedded database's WebAssembly twice by default, a quick baseline first and the
  // optimized code of hot functions later, in background threads whose malloc arenas keep ~80 MB
  // after they are done. Compiling it optimized once, at start, costs ~2 s of start-up and keeps
  // the process ~40 MB smaller for good (docs/scaling.md). Set before PGlite compiles its module.
  if (config.database.kind === 'pglite') v8.setFlagsFromString('--no-liftoff');
  // V8 lets its heap grow to about four times the live data between collections when the server
  // allocates fast (a thousand companies' knowledge indexes rebuilt in turn); growing by a fifth
  // at a time kept the process at 328 MB instead of 568 MB through the same 20,000 turns, with no
  // measurable cost in throughput (bench/README.md, many tenants).
  v8.setFlagsFromString('--heap-growing-percent=20');
  const database =
    config.database.kind === 'pglite'
      ? await openPglite(config.database.dataDir, pgliteTemplateFor(config.database.dataDir))
      : await openPostgres(config.database.url);
  // A start that fails after the database opened (a port already taken, say) closes it first: the
  // embedded one, stopped before its first checkpoint, left a fresh data directory it could not open.
  let built: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await runMigrations(database);
    const lifecycle = { draining: false };
    const app = await buildApp({ config, database, lifecycle });
    built = app;

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      lifecycle.draining = true;
      app.log.info({ signal }, 'draining requests, then closing the database');
      const force = setTimeout(() => {
        app.log.error('drain timed out; exiting');
        process.exit(1);
      }, DRAIN_TIMEOUT_MS);
      force.unref();
      try {
        await app.close();
        await database.close();
        process.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    };
    process.on('SIGTERM', () => void stop('SIGTERM'));
    process.on('SIGINT', () => void stop('SIGINT'));

    if (!database.rlsEnabled) {
      app.log.warn('row-level security is off: the database user cannot assume the frontdesk_tenant role (docs/security.md)');
    }
    await app.listen({ port: config.port, host: config.host });
    app.log.info(
      `Frontdesk is listening on ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded, ${config.database.kind === 'pglite' ? config.database.dataDir : ''}` : 'PostgreSQL'})`,
    );
  } catch (error) {
    await built?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

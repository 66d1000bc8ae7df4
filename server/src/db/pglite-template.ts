import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from './client';
import { runMigrations } from './migrate';

/**
 * An embedded database with every committed migration applied, written by the build next to the
 * bundle (dist/). A first start begins from it instead of running initdb and every migration:
 * about 5 s less for a user's first `npm start` and for each test server on a fresh data directory.
 * In source (tests, tsx) there is none, and a first start works as before.
 */
export const PGLITE_TEMPLATE_FILE = fileURLToPath(new URL('./pglite-template.tar.gz', import.meta.url));

/** The template, when the build made one and `dataDir` holds no database yet. */
export function pgliteTemplateFor(dataDir: string, file = PGLITE_TEMPLATE_FILE): Blob | undefined {
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}

/** Makes the template: an in-memory database, migrated, dumped. Migrations added later still run at start. */
export async function writePgliteTemplate(file = PGLITE_TEMPLATE_FILE): Promise<void> {
  const handle = await openPglite(undefined);
  try {
    await runMigrations(handle);
    const dump = await handle.dumpDataDir?.('gzip');
    if (!dump) throw new Error('an embedded database can always dump its data directory');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

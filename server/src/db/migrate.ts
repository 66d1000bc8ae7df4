import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client';
import { detectRls } from './client';

/** The build copies the SQL next to the bundle, so this path holds in source and in dist alike. */
const committedMigrations = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed migrations; on PostgreSQL an advisory lock keeps instances from racing. */
export async function runMigrations(handle: DatabaseHandle, migrationsFolder = committedMigrations): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await handle.withConnection(async (db) => {
      await db.execute(sql`select pg_advisory_lock(727274)`);
      try {
        await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(727274)`);
      }
    });
  }
  await detectRls(handle);
}

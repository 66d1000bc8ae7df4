import { defineConfig } from 'vitest/config';

const onPostgres = process.env.TEST_DB === 'postgres';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: onPostgres
      ? // Checks of the code itself, not of a database: the PGlite pass runs them once.
        ['test/architecture/**', 'node_modules/**']
      : // These need a real PostgreSQL server (a fresh cluster, several instances on one database).
        ['test/**/*.pg.test.ts', 'node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
  },
});

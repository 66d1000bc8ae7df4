import { defineConfig } from 'vitest/config';

const onPostgres = process.env.TEST_DB === 'postgres';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: onPostgres
      ? // Checks of the code itself, and of the embedded database whatever TEST_DB says (its lock,
        // its template, `npm start` on it): the PGlite pass runs them once.
        [
          'test/architecture/**',
          'test/main.test.ts',
          'test/db/client.test.ts',
          'test/db/pglite-template.test.ts',
          'node_modules/**',
        ]
      : // These need a real PostgreSQL server (a fresh cluster, several instances on one database).
        ['test/**/*.pg.test.ts', 'node_modules/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
    // Files share their worker's loaded modules: importing the app once per worker rather than once
    // per file halves the suite's time. Each file still has its own app, database and clock
    // (test/support/test-app.ts hands the real time back when a file closes its app).
    isolate: false,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two at a time keeps a 2-core machine responsive.
    maxWorkers: 2,
  },
});

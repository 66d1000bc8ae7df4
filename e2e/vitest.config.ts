import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // One browser and one server at a time: the machine has two cores.
    fileParallelism: false,
    // Tests a file marks concurrent (the benchmarks' smoke runs) go two at a time, one per core.
    maxConcurrency: 2,
  },
});

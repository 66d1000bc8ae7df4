import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      css: false,
      // Vitest leaves one of the machine's two cores idle by default; jsdom files are independent.
      maxWorkers: 2,
      // Files share their worker's modules and jsdom (src/test/setup.ts cleans the DOM, storage,
      // globals and timers after every test): a quarter of the time of a fresh start per file.
      isolate: false,
      // Two files at once on two cores slow each other; user-event journeys need the headroom.
      testTimeout: 15_000,
    },
  }),
);

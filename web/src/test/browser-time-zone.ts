import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Runs the enclosing tests as if the browser were in `zone`: Node reads TZ afresh whenever it
 * changes, for Date and Intl alike. Restored afterwards, since files share their worker.
 */
export function inBrowserTimeZone(zone: string) {
  beforeAll(() => {
    vi.stubEnv('TZ', zone);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });
}

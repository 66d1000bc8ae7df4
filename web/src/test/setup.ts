import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

// jsdom does no layout, so it has no hit testing; the calendar's selection asks for it on every click.
if (typeof document.elementFromPoint !== 'function') {
  document.elementFromPoint = () => null;
}

import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installReadableZodErrors } from '@frontdesk/contracts/zod-messages';

// As the admin app's main.tsx does: forms' messages are the ones users read.
installReadableZodErrors();

// Pages load lazily: the first find in a file waits for the page's module, which on a shared
// 2-core machine running two files at once can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

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

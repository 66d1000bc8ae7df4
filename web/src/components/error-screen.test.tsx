import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_MAPPER } from '@frontdesk/contracts/error-texts';
import { ERROR_SCREEN_TEXTS } from '@frontdesk/contracts/page-error-texts';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorScreen', () => {
  it('replaces a part that threw while rendering with the error, its code and a way to reload', () => {
    // React reports a caught render error on the console as well; the test only reads the page.
    const quiet = console.error;
    console.error = () => {};
    try {
      render(
        <ErrorBoundary fallback={(error) => <ErrorScreen error={error} />}>
          <Broken />
        </ErrorBoundary>,
      );
    } finally {
      console.error = quiet;
    }
    const shown = screen.getByRole('alert').textContent;
    expect(shown).toContain(ERROR_SCREEN_TEXTS.title);
    expect(shown).toContain(`${ERROR_MAPPER.messages.unknown} (${ERROR_MAPPER.codes.unknown})`);
    expect(screen.getByRole('button', { name: ERROR_SCREEN_TEXTS.reload })).toBeInstanceOf(HTMLButtonElement);
  });
});

import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';
import { inBrowserTimeZone } from '../test/browser-time-zone';

describe('formatDateTime', () => {
  inBrowserTimeZone('Europe/Berlin');

  it("names the browser's zone when the page names none", () => {
    expect(formatDateTime('2026-03-04T13:05:00.000Z')).toBe('Mar 4, 2026, 2:05 PM GMT+1');
  });

  it("leaves the zone out where the page names it (the company's)", () => {
    expect(formatDateTime('2026-03-04T13:05:00.000Z', 'America/Chicago')).toBe('Mar 4, 2026, 7:05 AM');
  });

  it('shows what it cannot read as given', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
  });
});

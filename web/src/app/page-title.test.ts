import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('page titles', () => {
  it('names each page, its sub-addresses by their section, and leaves the public chat to itself', () => {
    expect(pageTitle('/calendar')).toBe('Calendar · Frontdesk');
    expect(pageTitle('/google-integrations')).toBe('Google Integrations · Frontdesk');
    expect(pageTitle('/reset-password/abc')).toBe('Reset password · Frontdesk');
    expect(pageTitle('/no-such-page')).toBe('Frontdesk');
    expect(pageTitle('/public-chat/harbour-bakery')).toBeNull();
  });
});

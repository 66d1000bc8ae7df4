import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS } from '../config/paths';
import { pageTitle } from './page-title';

describe('page titles', () => {
  it('names each page, its sub-addresses by their section, and leaves the public chat to itself', () => {
    expect(pageTitle('/calendar')).toBe('Calendar · Frontdesk');
    expect(pageTitle('/google-integrations')).toBe('Google Integrations · Frontdesk');
    expect(pageTitle('/reset-password/abc')).toBe('Reset password · Frontdesk');
    expect(pageTitle('/no-such-page')).toBe('Frontdesk');
    expect(pageTitle('/public-chat/harbour-bakery')).toBeNull();
  });

  it('names every page of the app, those outside the navigation included', () => {
    expect(pageTitle('/advanced-analytics')).toBe('Advanced Analytics · Frontdesk');
    for (const path of APP_PAGE_PATHS) expect(pageTitle(path), path).not.toBe('Frontdesk');
  });
});

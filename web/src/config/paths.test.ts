import { describe, expect, it } from 'vitest';
import { isClientRoute } from '@frontdesk/contracts/routes';
import { APP_PAGE_PATHS, PATHS } from './paths';

describe('the pages and the route table', () => {
  it('has every built page and named path in the route table, so the server never answers one with 404', () => {
    for (const path of [...APP_PAGE_PATHS, ...Object.values(PATHS)]) expect(isClientRoute(path), path).toBe(true);
  });

  it('knows addresses outside it', () => {
    expect(isClientRoute('/dashboard/extra')).toBe(false);
    expect(isClientRoute('/wp-admin')).toBe(false);
  });
});

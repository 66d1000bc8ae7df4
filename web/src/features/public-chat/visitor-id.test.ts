import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUuid, visitorId } from './visitor-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the visitor id', () => {
  it('is made without crypto.randomUUID, which a page served over plain http does not have', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const id = visitorId();
    expect(id).toMatch(UUID_V4);
    expect(visitorId()).toBe(id);
  });

  it('is a version 4 UUID, different each time', () => {
    const ids = new Set(Array.from({ length: 200 }, randomUuid));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });
});

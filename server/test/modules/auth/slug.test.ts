import { describe, expect, it } from 'vitest';
import { slugify } from '../../../src/modules/auth/slug';

describe('slugify', () => {
  it.each([
    ['Analytical Engines', 'analytical-engines'],
    ['ACME Corp.', 'acme-corp'],
    ['  --Hello,   World!--  ', 'hello-world'],
    ['Café Zürich & Söhne', 'cafe-zurich-sohne'],
    ['Crème brûlée 2024', 'creme-brulee-2024'],
    ['a_b.c/d', 'a-b-c-d'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('falls back to "company" when nothing usable is left', () => {
    expect(slugify('!!!')).toBe('company');
    expect(slugify('日本語')).toBe('company');
    expect(slugify('')).toBe('company');
  });

  it('never produces the shape of a company id', () => {
    expect(slugify('company-gn1epgorop')).toBe('company-gn1epgorop-chat');
    expect(slugify('Company Store')).toBe('company-store-chat');
    expect(slugify('Company Store & Co')).toBe('company-store-co');
  });

  it('keeps slugs to 48 characters without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(47)} ${'b'.repeat(20)}`);
    expect(slug).toBe('a'.repeat(47));
    expect(slugify('word '.repeat(30)).length).toBeLessThanOrEqual(48);
    expect(slugify('word '.repeat(30))).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

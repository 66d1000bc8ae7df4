import { describe, expect, it } from 'vitest';
import { BRAND_TEXTS, brandSettingsSchema } from '../src/branding';

const domains = brandSettingsSchema.shape.allowed_domains;

describe('allowed domains', () => {
  it('keeps a pasted web address as its host name', () => {
    expect(domains.parse(['https://Shop.Example.com/', 'http://localhost:3100/chat', 'https://*.example.org'])).toEqual([
      'shop.example.com',
      'localhost',
      '*.example.org',
    ]);
  });

  it('keeps domains as typed, in lower case', () => {
    expect(domains.parse([' Example.com ', '*.shop.example.com', 'localhost'])).toEqual([
      'example.com',
      '*.shop.example.com',
      'localhost',
    ]);
  });

  it('refuses what is neither a domain nor a web address, with the readable message', () => {
    for (const value of ['localhost:3100', '*.foo', 'not_a_domain', 'shop.example.com/', 'https://']) {
      const result = domains.safeParse([value]);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(BRAND_TEXTS.domainFormat);
    }
  });
});

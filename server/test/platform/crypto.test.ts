import { describe, expect, it } from 'vitest';
import { deriveKey, hashToken, randomSuffix, randomToken, SecretBox } from '../../src/platform/crypto';

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789';

describe('SecretBox', () => {
  it('opens what it sealed, including empty and non-ASCII text', () => {
    const box = new SecretBox(SECRET);
    for (const plaintext of ['sk-live-1234567890', '', 'pässwörd ✓ 日本語', 'x'.repeat(10_000)]) {
      expect(box.open(box.seal(plaintext))).toBe(plaintext);
    }
  });

  it('never stores the plaintext and seals the same text differently each time', () => {
    const box = new SecretBox(SECRET);
    const first = box.seal('sk-live-1234567890');
    const second = box.seal('sk-live-1234567890');
    expect(first).not.toBe(second);
    expect(first).not.toContain('sk-live');
    expect(first.startsWith('v1.')).toBe(true);
    expect(box.open(second)).toBe('sk-live-1234567890');
  });

  it('detects tampering with the ciphertext, the tag or the iv', () => {
    const box = new SecretBox(SECRET);
    const sealed = box.seal('top secret value');
    const parts = sealed.split('.');
    for (const index of [1, 2, 3]) {
      const tampered = [...parts];
      const part = tampered[index] ?? '';
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 0x01;
      tampered[index] = bytes.toString('base64url');
      expect(() => box.open(tampered.join('.'))).toThrow();
    }
  });

  it('cannot be opened with another APP_SECRET', () => {
    const sealed = new SecretBox(SECRET).seal('top secret value');
    expect(() => new SecretBox(`${SECRET}-other`).open(sealed)).toThrow();
  });

  it('refuses input that is not a sealed secret', () => {
    const box = new SecretBox(SECRET);
    expect(() => box.open('plain text')).toThrow(/Unrecognised/);
    expect(() => box.open(box.seal('x').replace(/^v1/, 'v2'))).toThrow(/Unrecognised/);
  });
});

describe('key derivation and link tokens', () => {
  it('derives a different 32-byte key per purpose and the same key for the same purpose', () => {
    const jwt = deriveKey(SECRET, 'jwt-hs256');
    expect(jwt).toHaveLength(32);
    expect(deriveKey(SECRET, 'jwt-hs256').equals(jwt)).toBe(true);
    expect(deriveKey(SECRET, 'secrets-at-rest').equals(jwt)).toBe(false);
  });

  it('makes url-safe random tokens and stores only their SHA-256', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
  });

  it('makes lowercase suffixes of the asked length', () => {
    expect(randomSuffix()).toMatch(/^[a-z0-9]{10}$/);
    expect(randomSuffix(4)).toMatch(/^[a-z0-9]{4}$/);
  });
});

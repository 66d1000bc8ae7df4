import { describe, expect, it } from 'vitest';
import { counted } from './counted';

describe('counted', () => {
  it('agrees the noun with the count, and writes thousands with commas', () => {
    expect(counted(1, 'message')).toBe('1 message');
    expect(counted(0, 'message')).toBe('0 messages');
    expect(counted(2, 'company', 'companies')).toBe('2 companies');
    expect(counted(1234, 'visit')).toBe('1,234 visits');
  });
});

import { describe, expect, it } from 'vitest';
import { registerBodySchema } from '../src/auth';
import { COMMON_PASSWORD_TEXT, emailField, newPasswordField } from '../src/fields';

describe('shared fields', () => {
  it('trims and lowercases e-mail addresses', () => {
    expect(emailField.parse('  Ada@Example.COM ')).toBe('ada@example.com');
  });

  it('refuses an address without a domain with a readable message', () => {
    const result = emailField.safeParse('ada@');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('requires passwords of at least 8 characters', () => {
    expect(newPasswordField.safeParse('short').error?.issues[0]?.message).toBe('Password must be at least 8 characters');
    expect(newPasswordField.safeParse('long enough').success).toBe(true);
  });

  it('refuses the commonest passwords and one character repeated, in words the user can act on', () => {
    for (const password of ['password', 'Password1', '12345678', 'iloveyou', 'aaaaaaaaaa'])
      expect(newPasswordField.safeParse(password).error?.issues[0]?.message, password).toBe(COMMON_PASSWORD_TEXT);
    expect(newPasswordField.safeParse('correct-horse-battery').success).toBe(true);
  });

  it('speaks the spec texts for company name and terms', () => {
    const result = registerBodySchema.safeParse({
      name: 'A',
      lastname: 'B',
      email: 'a@b.co',
      password: 'long enough pass',
      companyName: '   ',
      acceptedTerms: false,
    });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Company name is required');
    expect(messages).toContain('You must accept the terms and conditions to proceed');
  });

  it('defaults the company type to general', () => {
    const parsed = registerBodySchema.parse({
      name: 'A',
      lastname: 'B',
      email: 'a@b.co',
      password: 'long enough pass',
      companyName: 'Acme',
      acceptedTerms: true,
    });
    expect(parsed.companyType).toBe('general');
  });
});

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { contactDetailsErrors, trimmedContactDetails, type ContactDetailsInput } from '../src/contact-details';
import { EMAIL_PATTERN } from '../src/field-rules';
import { contactBodySchema } from '../src/public-chat';

const blank: ContactDetailsInput = { name: '', lastname: '', email: '', phone: '' };
const CASES: ContactDetailsInput[] = [
  blank,
  { ...blank, name: 'Grace' },
  { ...blank, name: '  ', phone: '+1 555 0100' },
  { ...blank, name: 'Grace', email: 'grace@example.com' },
  { ...blank, name: 'Grace', email: ' Grace@Example.COM ' },
  { ...blank, name: 'Grace', email: 'grace@' },
  { ...blank, name: 'Grace', email: `${'g'.repeat(250)}@example.com` },
  { ...blank, name: 'Grace', email: '   ', phone: '   ' },
  { ...blank, name: 'Grace', phone: '12' },
  { ...blank, name: 'Grace', phone: '(030) 123.45-67' },
  { ...blank, name: 'Grace', phone: '1'.repeat(41) },
  { ...blank, name: 'Grace', phone: 'call me' },
  { name: 'G'.repeat(101), lastname: 'H'.repeat(101), email: 'g@example.com', phone: '' },
  { name: 'Grace', lastname: 'Hopper', email: 'grace@example.com', phone: '+1 555 0100' },
];

/** The server's verdict per field on what the page sends (the values trimmed): each field's first message. */
function serverFieldErrors(input: ContactDetailsInput): Partial<Record<keyof ContactDetailsInput, string>> {
  const sent = trimmedContactDetails(input);
  const parsed = contactBodySchema.safeParse(sent);
  const errors: Partial<Record<keyof ContactDetailsInput, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof ContactDetailsInput;
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('contact details without zod', () => {
  it.each(CASES)('answers as the server schema does: %j', (input) => {
    expect(contactDetailsErrors(input)).toEqual(serverFieldErrors(input));
  });

  it('names the missing name and the missing way to reach the visitor', () => {
    expect(contactDetailsErrors(blank)).toEqual({
      name: 'Name is required',
      email: 'Please leave an email or a phone number so we can reach you',
    });
  });

  it("checks an address with zod's own pattern", () => {
    for (const address of [
      'a@b.co',
      'first.last+tag@sub.example.org',
      "o'neil@example.ie",
      'a@b',
      'a..b@example.com',
      '.a@example.com',
      'a@-x.com',
    ])
      expect(EMAIL_PATTERN.test(address)).toBe(z.regexes.email.test(address));
  });
});

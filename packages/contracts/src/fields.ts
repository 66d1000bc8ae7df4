import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, EMAIL_TEXTS } from './field-rules';

/** Field schemas written once and shared by server validation and web forms. */
export const emailField = z
  .string({ error: EMAIL_TEXTS.required })
  .trim()
  .min(1, EMAIL_TEXTS.required)
  .max(EMAIL_MAX_LENGTH, EMAIL_TEXTS.tooLong)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: EMAIL_TEXTS.invalid }))
  .transform((value) => value.toLowerCase());

/** An e-mail that may be left empty (''); one given is checked as emailField, with the same messages. */
export const optionalEmailField = z
  .string({ error: EMAIL_TEXTS.invalid })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: EMAIL_TEXTS.tooLong, abort: true })
  .refine((value) => value === '' || EMAIL_PATTERN.test(value), EMAIL_TEXTS.invalid)
  .transform((value) => value.toLowerCase())
  .optional()
  .default('');

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// The passwords of eight characters or more that top the published lists of leaked ones, which an
// attacker tries first (NIST SP 800-63B asks that such a list be refused), and one character repeated.
const COMMON_PASSWORDS = new Set(
  `password password1 password12 password123 passw0rd p@ssw0rd 12345678 123456789 1234567890 87654321
  11111111 00000000 qwertyui qwerty12 qwerty123 qwertyuiop 1q2w3e4r 1qaz2wsx asdfghjk zxcvbnm1 iloveyou
  iloveyou1 sunshine princess football baseball whatever trustno1 letmein1 welcome1 welcome123 admin123
  administrator changeme abc12345 abcd1234 superman computer internet starwars michael1 monkey123 dragon12
  mustang1 shadow12 master12 jennifer jordan23 liverpool chelsea1 charlie1`.split(/\s+/),
);
export const COMMON_PASSWORD_TEXT = 'This password is too common. Please choose one that is harder to guess.';
const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase()) || /^(.)\1*$/.test(password);

/** A new password: long enough to resist guessing, not one of the commonest, short enough to bound hashing work. */
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((password) => !isCommonPassword(password), COMMON_PASSWORD_TEXT);

/** A password being checked (login, current password): only presence and an upper bound. */
export const existingPasswordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const personNameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional().default('');

/** Opaque single-use tokens sent in e-mail links: url-safe base64 of 32 random bytes. */
export const linkTokenParam = z.string().regex(/^[A-Za-z0-9_-]{20,128}$/, 'This link is invalid or has expired.');

/**
 * A key sent in an HTTP header takes visible ASCII only: a key with a space, a line break or
 * another script's letter could never be sent, so it is refused when saved.
 */
export const headerSecretField = (label: string, schema: z.ZodString = z.string()) =>
  schema.regex(/^[\x21-\x7e]*$/, {
    message: `${label} can only contain letters, digits and symbols, without spaces`,
    abort: true,
  });

// The years a date given to the API may fall in. Year 0 or 10000 is refused by the database and
// its time zone arithmetic; a century either side of today is all a calendar or a report needs.
const FIRST_YEAR = 2000;
const LAST_YEAR = 2099;
export const inSupportedYears = (iso: string): boolean => {
  const year = Number(iso.slice(0, 4));
  return year >= FIRST_YEAR && year <= LAST_YEAR;
};
const yearsText = (label: string) => `${label} must be in the years ${FIRST_YEAR} to ${LAST_YEAR}`;

/** A day (YYYY-MM-DD), as a query's `from` or `to`. */
export const isoDateField = (label: string) =>
  z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)`, abort: true }).refine(inSupportedYears, yearsText(label));

/** A date and time with its offset (ISO 8601), read as a Date. */
export const isoDateTimeField = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)`, abort: true })
    .refine(inSupportedYears, yearsText(label))
    .transform((value) => new Date(value));

// Zod-free, so a page without zod (the visitor's chat) checks an address as the server does;
// fields.ts builds emailField from the same pattern, limit and texts.

/** Zod's own e-mail pattern (z.email's default), pinned so that both checks stay the same. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_TEXTS = {
  required: 'Email is required',
  tooLong: `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  invalid: 'Please enter a valid email address',
} as const;

/** The first problem with an address already trimmed, or null when the server would take it. */
export function emailProblem(email: string): string | null {
  if (email === '') return EMAIL_TEXTS.required;
  if (email.length > EMAIL_MAX_LENGTH) return EMAIL_TEXTS.tooLong;
  return EMAIL_PATTERN.test(email) ? null : EMAIL_TEXTS.invalid;
}

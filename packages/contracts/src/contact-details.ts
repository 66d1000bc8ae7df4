// A visitor's contact details, zod-free: the chat page checks its form with contactDetailsErrors
// before sending, and contactBodySchema (public-chat.ts) is built from the same limits, pattern
// and texts; test/contact-details.test.ts holds the two checks to the same answers.
import { emailProblem } from './field-rules';

export const CONTACT_LIMITS = { name: 100, lastname: 100, phone: 40 } as const;
export const PHONE_PATTERN = /^[+()\d\s.-]{5,40}$/;

export const CONTACT_TEXTS = {
  nameRequired: 'Name is required',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  invalidPhone: 'Please enter a valid phone number',
  emailOrPhone: 'Please leave an email or a phone number so we can reach you',
} as const;

export type ContactField = 'name' | 'lastname' | 'email' | 'phone';
export type ContactDetailsInput = Record<ContactField, string>;

/** The form's values trimmed, as the server stores them. */
export function trimmedContactDetails(input: ContactDetailsInput): ContactDetailsInput {
  return { name: input.name.trim(), lastname: input.lastname.trim(), email: input.email.trim(), phone: input.phone.trim() };
}

/** The first problem of each field (values as typed); empty when the details can be sent. */
export function contactDetailsErrors(input: ContactDetailsInput): Partial<Record<ContactField, string>> {
  const { name, lastname, email, phone } = trimmedContactDetails(input);
  const errors: Partial<Record<ContactField, string>> = {};
  if (name === '') errors.name = CONTACT_TEXTS.nameRequired;
  else if (name.length > CONTACT_LIMITS.name) errors.name = CONTACT_TEXTS.tooLong('Name', CONTACT_LIMITS.name);
  if (lastname.length > CONTACT_LIMITS.lastname) errors.lastname = CONTACT_TEXTS.tooLong('Last name', CONTACT_LIMITS.lastname);
  const badEmail = email === '' ? null : emailProblem(email);
  if (badEmail) errors.email = badEmail;
  if (phone.length > CONTACT_LIMITS.phone) errors.phone = CONTACT_TEXTS.tooLong('Phone', CONTACT_LIMITS.phone);
  else if (phone !== '' && !PHONE_PATTERN.test(phone)) errors.phone = CONTACT_TEXTS.invalidPhone;
  if (email === '' && phone === '') errors.email = CONTACT_TEXTS.emailOrPhone;
  return errors;
}

import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { messageResponseSchema } from '@frontdesk/contracts/auth';
import { emailField } from '@frontdesk/contracts/fields';
import { contactBodySchema } from '@frontdesk/contracts/public-chat';
import { api } from '../../../lib/api-client';

const { shape } = contactBodySchema;

/** Copies the first message of `schema` for `value` onto the field being checked. */
const forwardIssues =
  (schema: z.ZodType) =>
  (value: unknown, context: z.RefinementCtx): void => {
    const parsed = schema.safeParse(value);
    const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
    if (message) context.addIssue({ code: 'custom', message });
  };

/**
 * The contract's contact body, with one message per field a visitor can act on: an e-mail is
 * optional but must be valid when given, and an e-mail or a phone number is needed.
 */
export const contactFormSchema = z
  .object({
    name: shape.name,
    lastname: shape.lastname,
    email: z
      .string()
      .trim()
      .superRefine((value, context) => {
        if (value !== '') forwardIssues(emailField)(value, context);
      }),
    phone: shape.phone,
  })
  .superRefine((values, context) => {
    // The either-or rule, with the contract's own message, under the e-mail field.
    const parsed = contactBodySchema.safeParse(values);
    const eitherOr = parsed.success
      ? undefined
      : parsed.error.issues.find((issue) => issue.code === 'custom' && issue.path[0] === 'email');
    if (eitherOr) context.addIssue({ code: 'custom', message: eitherOr.message, path: ['email'] });
  });
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;
export type ContactRequest = ContactFormValues & { sessionId?: string; visitorId?: string };

export function sendContactDetails(slug: string, body: ContactRequest) {
  return api.post(`/api/public-chat/contact/${encodeURIComponent(slug)}`, messageResponseSchema, body);
}

export function useSendContactDetails(slug: string) {
  return useMutation({ mutationFn: (body: ContactRequest) => sendContactDetails(slug, body) });
}

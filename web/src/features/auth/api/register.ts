import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { registerBodySchema, type RegisterBody } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { api } from '../../../lib/api-client';

function passwordsPresent(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const { password, confirmPassword } = value as Record<string, unknown>;
  return typeof password === 'string' && typeof confirmPassword === 'string';
}

/** The register form: the request's fields plus a confirmation that is never sent. */
export const registerFormSchema = registerBodySchema
  .extend({
    confirmPassword: z.string(),
    // A checkbox yields a boolean; the request schema's literal true is checked on submit here.
    acceptedTerms: z.boolean().refine((accepted) => accepted, TEXTS.auth.mustAcceptTerms),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: TEXTS.auth.passwordsDoNotMatch,
    path: ['confirmPassword'],
    // Checked even while other fields are invalid, so every problem shows at once.
    when: (payload) => passwordsPresent(payload.value),
  });

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormValues = z.output<typeof registerFormSchema>;

/** The request body, field by field, so the password confirmation can never leak into it. */
export function toRegisterBody(values: RegisterFormValues): RegisterBody {
  return {
    name: values.name,
    lastname: values.lastname,
    email: values.email,
    password: values.password,
    companyName: values.companyName,
    companyDescription: values.companyDescription,
    companyType: values.companyType,
    acceptedTerms: true,
    website: values.website,
    url: values.url,
    phone_number: values.phone_number,
  };
}

export function registerAccount(body: RegisterBody): Promise<unknown> {
  return api.post('/api/auth/register', z.unknown(), body);
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}

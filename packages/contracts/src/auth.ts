import { z } from 'zod';
import { emailField, existingPasswordField, linkTokenParam, newPasswordField, optionalText, personNameField } from './fields';
import { DEFAULT_COMPANY_TYPE } from './constants';
import { pagePermissionSchema } from './permissions';
import { TEXTS } from './texts';

export const roleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in user as the browser stores it under `user`. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.union([roleSchema, z.literal('super_admin')]),
  companyId: z.string().nullable(),
  companySlug: z.string().nullable(),
  name: z.string(),
  lastname: z.string(),
  isSuperAdmin: z.boolean(),
  impersonatedBy: z.string().nullable(),
  permissions: z.array(pagePermissionSchema),
  /** Signed in with a password an admin chose: the user must choose their own before anything else. */
  mustChangePassword: z.boolean().default(false),
  /** A new address the user asked for, waiting for its link to be followed (a company user's only). */
  pendingEmail: z.string().nullable().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginBodySchema = z.object({
  email: emailField,
  password: existingPasswordField,
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: authUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Hidden fields a person never fills; a bot that fills them is answered as if it succeeded. */
export const HONEYPOT_FIELDS = ['website', 'url', 'phone_number'] as const;

export const registerBodySchema = z.object({
  name: personNameField('First name'),
  lastname: personNameField('Last name'),
  email: emailField,
  password: newPasswordField,
  companyName: z
    .string({ error: TEXTS.auth.companyNameRequired })
    .trim()
    .min(1, TEXTS.auth.companyNameRequired)
    .max(120, 'Company name must be at most 120 characters'),
  companyDescription: optionalText('Company description', 2000),
  companyType: z.string().trim().min(1).max(50).default(DEFAULT_COMPANY_TYPE),
  acceptedTerms: z.literal(true, { error: TEXTS.auth.mustAcceptTerms }),
  website: z.string().max(500).optional(),
  url: z.string().max(500).optional(),
  phone_number: z.string().max(500).optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;
/** The sign-up as the server receives it, after validation and defaults. */
export type RegisterInput = z.output<typeof registerBodySchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const companyTypeSchema = z.object({
  type: z.string(),
  name: z.string(),
  price: z.string(),
  description: z.string(),
});
export type CompanyType = z.infer<typeof companyTypeSchema>;
export const companyTypesResponseSchema = z.object({ companyTypes: z.array(companyTypeSchema) });

/** Shown when the company types cannot be loaded (document 000, section 3). */
export const FALLBACK_COMPANY_TYPE: CompanyType = {
  type: 'general',
  name: 'General Business',
  price: '$29.99/month',
  description: 'Basic chat and user management',
};

export const termsResponseSchema = z.object({ content: z.string() });
export type TermsResponse = z.infer<typeof termsResponseSchema>;

export const TERMS_MAX_LENGTH = 50_000;
export const updateTermsBodySchema = z.object({
  content: z
    .string({ error: 'The terms may not be blank.' })
    .trim()
    .min(1, 'The terms may not be blank.')
    .max(TERMS_MAX_LENGTH, `The terms can be at most ${TERMS_MAX_LENGTH} characters.`),
});
export type UpdateTermsBody = z.infer<typeof updateTermsBodySchema>;
export const updateTermsResponseSchema = z.object({ message: z.string(), content: z.string() });

/** Terms and Conditions Management (document 001). */
export const TERMS_TEXTS = {
  loadFailed: 'Failed to load terms and conditions',
  loadError: 'Error loading terms and conditions',
  updated: 'Terms and conditions updated successfully!',
  updateFailed: 'Failed to update terms and conditions',
  saveError: 'Error saving terms and conditions',
} as const;

export const forgotPasswordBodySchema = z.object({ email: emailField });
export const resetPasswordBodySchema = z.object({ password: newPasswordField });
export const tokenParamsSchema = z.object({ token: linkTokenParam });

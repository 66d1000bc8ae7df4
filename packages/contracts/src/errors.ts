import { z } from 'zod';

/** Every error answer from the API has this shape. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
  /** Some screens of the spec read the failure text from a field named error; it repeats message. */
  error: z.string().optional(),
  /** Billing: the payment provider is not set up yet (document 001, billing calls). */
  requiresSetup: z.boolean().optional(),
  /** Billing: the period already paid, with PAYMENT_ALREADY_EXISTS. */
  period: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  sessionExpired: 'SESSION_EXPIRED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  companyBlocked: 'COMPANY_BLOCKED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  invalidLink: 'INVALID_LINK',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unavailable: 'SERVICE_UNAVAILABLE',
  aiProviderFailed: 'AI_PROVIDER_FAILED',
  /** A new model key failed its test; saving it needs the admin's confirmation (save_untested). */
  keyUntested: 'KEY_UNTESTED',
  remoteFailed: 'REMOTE_SERVICE_FAILED',
  chatUnavailable: 'CHAT_UNAVAILABLE',
  paymentAlreadyExists: 'PAYMENT_ALREADY_EXISTS',
  paymentNotConfigured: 'PAYMENT_NOT_CONFIGURED',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

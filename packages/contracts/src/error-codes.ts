/** The `code` of every error answer; zod-free, so the visitor's chat page can read it without zod. */
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

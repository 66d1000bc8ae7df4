import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@frontdesk/contracts/errors';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  PASSWORD_CHANGE_REQUIRED: 403,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  COMPANY_BLOCKED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  INVALID_LINK: 400,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  AI_PROVIDER_FAILED: 502,
  KEY_UNTESTED: 409,
  REMOTE_SERVICE_FAILED: 502,
  CHAT_UNAVAILABLE: 403,
  PAYMENT_ALREADY_EXISTS: 409,
  PAYMENT_NOT_CONFIGURED: 503,
  INTERNAL_ERROR: 500,
};

/** An error the client is meant to read: its message is shown to the user as it is. */
export class AppError extends Error {
  readonly statusCode: number;
  /** Also send the message as a top-level `error` field, for the screens that read that name. */
  exposeErrorField = false;
  /** Fields some screens read at the top level of the body (billing's requiresSetup and period). */
  topLevel: Pick<ErrorBody, 'requiresSetup' | 'period'> = {};
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const notFound = (message: string) => new AppError(ERROR_CODES.notFound, message);
export const forbidden = (message: string) => new AppError(ERROR_CODES.forbidden, message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError(ERROR_CODES.conflict, message, details);
export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(ERROR_CODES.validation, message, fieldErrors ? { fieldErrors } : undefined);

/** The same error, answered with an `error` field beside `message`. */
export function withErrorField(error: AppError): AppError {
  error.exposeErrorField = true;
  return error;
}

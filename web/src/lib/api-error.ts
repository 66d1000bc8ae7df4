/** Why a request failed: an error answer, no answer, an open circuit, or an answer of the wrong shape. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'circuit-open' | 'invalid-response';

interface ApiErrorInit {
  kind: ApiErrorKind;
  message: string;
  code: string;
  status: number;
  data?: unknown;
  serverMessage?: string;
  serverCode?: string;
  statusText?: string;
}

// The error body ({ message, code, details? }, contracts/errors.ts) is read by hand, not with its
// schema: the visitor's chat page builds these errors too, and it loads no zod.
function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** A non-empty text field of an error body, or undefined. */
function textOf(body: unknown, key: 'message' | 'code'): string | undefined {
  const value = fieldOf(body, key);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The one rejection of the API clients: message, code, status (0 without an answer) and body. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string;
  readonly status: number;
  readonly data: unknown;
  /** The message the server wrote, when it wrote one; pages prefer it over their own fallback. */
  readonly serverMessage: string | undefined;
  /** The code the server wrote, when it wrote one. */
  readonly serverCode: string | undefined;
  /** The HTTP reason phrase of the answer ('Service Unavailable'), when there was an answer. */
  readonly statusText: string;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code;
    this.status = init.status;
    this.data = init.data;
    this.serverMessage = init.serverMessage;
    this.serverCode = init.serverCode;
    this.statusText = init.statusText ?? '';
  }

  /** Per-field messages of a 400 VALIDATION_FAILED answer: `details.fieldErrors`. */
  get fieldErrors(): Record<string, string[]> {
    const fieldErrors = fieldOf(fieldOf(this.data, 'details'), 'fieldErrors');
    if (!fieldErrors || typeof fieldErrors !== 'object') return {};
    const result: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(fieldErrors)) {
      if (Array.isArray(messages)) {
        result[field] = messages.filter((message): message is string => typeof message === 'string');
      }
    }
    return result;
  }
}

/** Builds the error for an HTTP answer of status 400 or more from its (possibly absent) body. */
export function apiErrorFromResponse(status: number, body: unknown, statusText = ''): ApiError {
  const serverMessage = textOf(body, 'message');
  const serverCode = textOf(body, 'code');
  return new ApiError({
    kind: 'http',
    status,
    code: serverCode ?? `HTTP_${status}`,
    message: serverMessage ?? `Request failed with status ${status}`,
    serverMessage,
    serverCode,
    statusText,
    data: body,
  });
}

/** The server's own message when the error carries one, else the page's fallback text. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

/** True for answers the caller got wrong (4xx): retrying them cannot help. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status >= 400 && error.status < 500;
}

/** Business constants of documents 000 and 001, section 9. */
export const INACTIVITY_TIMEOUT_MS = 15 * 60 * 1000;
export const ACTIVITY_THROTTLE_MS = 5 * 1000;
/**
 * The server ends a session 15 minutes after its last request, and typing or scrolling sends none:
 * activity tells it, at most this often (the user's permissions are read again with it).
 */
export const SESSION_KEEP_ALIVE_MS = 30 * 1000;
export const UNREAD_POLL_MS = 30 * 1000;
export const COPIED_LABEL_MS = 2000;
export const REDIRECT_AFTER_SUCCESS_MS = 3000;
export const DEFAULT_COMPANY_TYPE = 'general';

export const SERVICE_CLIENT = {
  timeoutMs: 10_000,
  maxAttempts: 3,
  readAttempts: 2,
  backoffBaseMs: 300,
  backoffCapMs: 3000,
  circuitFailureThreshold: 3,
  circuitResetMs: 30_000,
  cacheTtlMs: 300_000,
} as const;

/** Storage keys the spec names for the browser session. */
export const STORAGE_KEYS = { token: 'token', user: 'user', permissions: 'permissions' } as const;
export const SUPER_ADMIN_TOKEN_PARAM = 'super_admin_token';

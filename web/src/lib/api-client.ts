import type { z } from 'zod';
import { ERROR_CODES } from '@frontdesk/contracts/error-codes';
import { ApiError } from './api-error';
import { fetchJson, type JsonRequest } from './http';
import { readStoredToken } from './session/stored-token';

/** A 401 answer to a request that carried `token`; `code` is the server's reason. */
export interface UnauthorizedEvent {
  code: string;
  token: string;
}

export interface RequestOptions extends Omit<JsonRequest, 'token'> {
  /** Sends this token instead of the stored one (the super-admin link carries its own). */
  token?: string;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  getToken: () => string | null;
  onUnauthorized: (event: UnauthorizedEvent) => void;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The same-origin JSON client every admin feature uses. Answers are checked against the caller's
 * schema; error answers become ApiError. A 401 (or a blocked company's 403) to a request that
 * carried a token is reported once, here, so the session can end; a 401 without a token (a failed
 * sign-in) is just an error.
 */
export function createApiClient(deps: ApiClientDeps) {
  async function request<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
    const token = options.token ?? deps.getToken();
    try {
      return await fetchJson(deps.fetch, path, (body) => schema.parse(body), { ...options, token });
    } catch (error) {
      // A blocked company's sessions are over too (403, with its own reason).
      const ended = error instanceof ApiError && (error.status === 401 || error.serverCode === ERROR_CODES.companyBlocked);
      if (error instanceof ApiError && error.kind === 'http' && ended && token) {
        deps.onUnauthorized({ code: error.code, token });
      }
      throw error;
    }
  }

  return {
    request,
    get: <S extends z.ZodType>(path: string, schema: S, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request(path, schema, { ...options, method: 'GET' }),
    post: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: RequestOptions) =>
      request(path, schema, { ...options, method: 'POST', body }),
    put: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: RequestOptions) =>
      request(path, schema, { ...options, method: 'PUT', body }),
    delete: <S extends z.ZodType>(path: string, schema: S, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request(path, schema, { ...options, method: 'DELETE' }),
  };
}

let unauthorizedHandler: ((event: UnauthorizedEvent) => void) | null = null;

/** The session registers here to hear about 401 answers from every client. */
export function setUnauthorizedHandler(handler: ((event: UnauthorizedEvent) => void) | null): void {
  unauthorizedHandler = handler;
}

export function notifyUnauthorized(event: UnauthorizedEvent): void {
  unauthorizedHandler?.(event);
}

export const api = createApiClient({
  // Looked up at call time so tests can replace the global fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: readStoredToken,
  onUnauthorized: notifyUnauthorized,
});

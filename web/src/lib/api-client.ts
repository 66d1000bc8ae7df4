import type { z } from 'zod';
import { ERROR_MAPPER } from '@frontdesk/contracts/texts';
import { ApiError, apiErrorFromResponse } from './api-error';
import { sessionStorages } from './browser-storage';
import { readCurrentToken } from './session/session-storage';

/** A 401 answer to a request that carried `token`; `code` is the server's reason. */
export interface UnauthorizedEvent {
  code: string;
  token: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sends this token instead of the stored one (the super-admin link carries its own). */
  token?: string;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  getToken: () => string | null;
  onUnauthorized: (event: UnauthorizedEvent) => void;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Reads an answer's body: JSON when it parses, the raw text otherwise, undefined when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function authHeaders(token: string | null | undefined, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (token) headers['Authorization'] = `Bearer ${token}`;
  return headers;
}

export function networkError(cause: unknown): ApiError {
  const error = new ApiError({
    kind: 'network',
    status: 0,
    code: 'HTTP_500',
    message: ERROR_MAPPER.messages.network,
  });
  error.cause = cause;
  return error;
}

/**
 * The same-origin JSON client every feature uses. Answers are checked against the caller's
 * schema; error answers become ApiError. A 401 to a request that carried a token is reported
 * once, here, so the session can end; a 401 without a token (a failed sign-in) is just an error.
 */
export function createApiClient(deps: ApiClientDeps) {
  async function request<S extends z.ZodType>(path: string, schema: S, options: RequestOptions = {}): Promise<z.output<S>> {
    const token = options.token ?? deps.getToken();
    const hasBody = options.body !== undefined;
    let response: Response;
    try {
      response = await deps.fetch(path, {
        method: options.method ?? 'GET',
        headers: authHeaders(token, hasBody),
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal: options.signal,
      });
    } catch (cause) {
      throw networkError(cause);
    }
    const body = await readBody(response);
    if (!response.ok) {
      const error = apiErrorFromResponse(response.status, body, response.statusText);
      if (response.status === 401 && token) deps.onUnauthorized({ code: error.code, token });
      throw error;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError({
        kind: 'invalid-response',
        status: response.status,
        code: 'INVALID_RESPONSE',
        message: `Unexpected answer from ${path}`,
        data: body,
      });
    }
    return parsed.data;
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

export function readStoredToken(): string | null {
  return readCurrentToken(sessionStorages);
}

export const api = createApiClient({
  // Looked up at call time so tests can replace the global fetch.
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: readStoredToken,
  onUnauthorized: notifyUnauthorized,
});

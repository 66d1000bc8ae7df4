import { NETWORK_ERROR_TEXT } from '@frontdesk/contracts/page-error-texts';
import { ApiError, apiErrorFromResponse } from './api-error';

// The JSON request every client shares, free of zod and of the session: the admin's api client
// (api-client.ts) checks answers with the contracts' schemas and ends a session on 401; the
// visitor's chat page checks them with hand-written decoders (lib/decode.ts) and has no session.

export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

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
    message: NETWORK_ERROR_TEXT,
  });
  error.cause = cause;
  return error;
}

/**
 * Sends JSON and hands the answer to `read`, which returns it typed or throws when it has the
 * wrong shape (an 'invalid-response' ApiError then). An error answer rejects with its ApiError,
 * no answer with a network ApiError.
 */
export async function fetchJson<T>(
  fetcher: typeof fetch,
  path: string,
  read: (body: unknown) => T,
  request: JsonRequest = {},
): Promise<T> {
  const hasBody = request.body !== undefined;
  let response: Response;
  try {
    response = await fetcher(path, {
      method: request.method ?? 'GET',
      headers: authHeaders(request.token, hasBody),
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal: request.signal,
    });
  } catch (cause) {
    throw networkError(cause);
  }
  const body = await readBody(response);
  if (!response.ok) throw apiErrorFromResponse(response.status, body, response.statusText);
  try {
    return read(body);
  } catch {
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      code: 'INVALID_RESPONSE',
      message: `Unexpected answer from ${path}`,
      data: body,
    });
  }
}

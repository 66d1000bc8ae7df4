import type { z } from 'zod';
import { SERVICE_CLIENT } from '@frontdesk/contracts/constants';
import { ERROR_MAPPER, SERVICE_CLIENT_TEXTS } from '@frontdesk/contracts/texts';
import { ApiError, apiErrorFromResponse, isClientError } from './api-error';
import { notifyUnauthorized, type UnauthorizedEvent } from './api-client';
import { authHeaders, networkError, readBody } from './http';
import { readStoredToken } from './session/stored-token';
import { createCircuitBreaker } from './circuit-breaker';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type ServiceClientConfig = { [K in keyof typeof SERVICE_CLIENT]: number };

export interface ServiceClientDeps {
  fetch: typeof fetch;
  getToken: () => string | null;
  onUnauthorized: (event: UnauthorizedEvent) => void;
  now: () => number;
  /** A number in [0, 1), like Math.random; spreads retries of many clients apart. */
  random: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  config?: Partial<ServiceClientConfig>;
}

export interface ServiceRequestOptions {
  method?: Method;
  body?: unknown;
  /** Total tries; defaults to 2 for reads and 3 for writes. */
  attempts?: number;
  /** Reads only: false skips the cache for this call. */
  cache?: boolean;
  cacheTtlMs?: number;
  /** false calls /api{path} only, without first trying /api/v1{path}. */
  versioned?: boolean;
}

/** Delay before retry number `attempt` (1-based): exponential from the base, jittered, capped. */
export function backoffDelay(attempt: number, random: () => number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** (attempt - 1) + random() * baseMs);
}

/**
 * The resilient client of document 000, sections 7-9: a timeout per try, retries with backoff
 * for failures that may pass (no answer, 5xx), a circuit breaker, a GET cache, and a versioned
 * path that falls back to the plain one when the server does not know it (404).
 */
export function createServiceClient(deps: ServiceClientDeps) {
  const config: ServiceClientConfig = { ...SERVICE_CLIENT, ...deps.config };
  const circuit = createCircuitBreaker({
    failureThreshold: config.circuitFailureThreshold,
    resetMs: config.circuitResetMs,
    now: deps.now,
  });
  const cache = new Map<string, { data: unknown; expiresAt: number }>();

  const sleep = (ms: number) => new Promise<void>((resolve) => deps.setTimeout(resolve, ms));

  async function fetchOnce(url: string, method: Method, body: unknown): Promise<unknown> {
    const token = deps.getToken();
    const controller = new AbortController();
    const timer = deps.setTimeout(() => controller.abort(), config.timeoutMs);
    try {
      const response = await deps.fetch(url, {
        method,
        headers: authHeaders(token, body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      const data = await readBody(response);
      if (response.ok) return data;
      const error = apiErrorFromResponse(response.status, data, response.statusText);
      if (response.status === 401 && token) deps.onUnauthorized({ code: error.code, token });
      throw error;
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      if (controller.signal.aborted) {
        throw new ApiError({ kind: 'timeout', status: 0, code: 'HTTP_500', message: ERROR_MAPPER.messages.timeout });
      }
      throw networkError(cause);
    } finally {
      deps.clearTimeout(timer);
    }
  }

  async function fetchWithFallback(path: string, method: Method, body: unknown, versioned: boolean) {
    if (!versioned) return fetchOnce(`/api${path}`, method, body);
    try {
      return await fetchOnce(`/api/v1${path}`, method, body);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'http' && error.status === 404) {
        return fetchOnce(`/api${path}`, method, body);
      }
      throw error;
    }
  }

  /** Drops cached reads of `path`, of anything under it, and of the collections above it. */
  function invalidate(path: string): void {
    for (const key of cache.keys()) {
      if (key === path || key.startsWith(`${path}/`) || path.startsWith(`${key}/`)) cache.delete(key);
    }
  }

  function parse<S extends z.ZodType>(path: string, schema: S, data: unknown): z.output<S> {
    const parsed = schema.safeParse(data);
    if (parsed.success) return parsed.data;
    throw new ApiError({
      kind: 'invalid-response',
      status: 200,
      code: 'INVALID_RESPONSE',
      message: `Unexpected answer from ${path}`,
      data,
    });
  }

  async function request<S extends z.ZodType>(
    path: string,
    schema: S,
    options: ServiceRequestOptions = {},
  ): Promise<z.output<S>> {
    const method = options.method ?? 'GET';
    const isRead = method === 'GET';
    const useCache = isRead && options.cache !== false;
    const cached = useCache ? cache.get(path) : undefined;
    if (cached && cached.expiresAt > deps.now()) return parse(path, schema, cached.data);

    const admission = circuit.admit();
    if (admission === 'refused') {
      throw new ApiError({
        kind: 'circuit-open',
        status: 0,
        code: SERVICE_CLIENT_TEXTS.circuitOpenCode,
        message: SERVICE_CLIENT_TEXTS.circuitOpen,
      });
    }
    // A half-open circuit allows a single trial, so the trial gets a single try.
    const attempts = admission === 'trial' ? 1 : (options.attempts ?? (isRead ? config.readAttempts : config.maxAttempts));

    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      let data: unknown;
      try {
        data = await fetchWithFallback(path, method, options.body, options.versioned ?? true);
      } catch (error) {
        if (isClientError(error)) {
          // The service answered, so it is healthy; the request itself was wrong and a retry is futile.
          circuit.recordSuccess();
          throw error;
        }
        lastError = error;
        if (attempt === attempts || circuit.state() === 'open') break;
        await sleep(backoffDelay(attempt, deps.random, config.backoffBaseMs, config.backoffCapMs));
        continue;
      }
      circuit.recordSuccess();
      if (useCache) cache.set(path, { data, expiresAt: deps.now() + (options.cacheTtlMs ?? config.cacheTtlMs) });
      if (!isRead) invalidate(path);
      return parse(path, schema, data);
    }
    circuit.recordFailure();
    throw lastError;
  }

  type CallOptions = Omit<ServiceRequestOptions, 'method' | 'body'>;
  return {
    request,
    get: <S extends z.ZodType>(path: string, schema: S, options?: CallOptions) =>
      request(path, schema, { ...options, method: 'GET' }),
    post: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: CallOptions) =>
      request(path, schema, { ...options, method: 'POST', body }),
    put: <S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: CallOptions) =>
      request(path, schema, { ...options, method: 'PUT', body }),
    delete: <S extends z.ZodType>(path: string, schema: S, options?: CallOptions) =>
      request(path, schema, { ...options, method: 'DELETE' }),
    /** Forgets cached reads: all of them, or those of one path and what lies under it. */
    clearCache(path?: string): void {
      if (path === undefined) cache.clear();
      else invalidate(path);
    },
    circuitState: circuit.state,
  };
}

export const serviceClient = createServiceClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: readStoredToken,
  onUnauthorized: notifyUnauthorized,
  now: () => Date.now(),
  random: Math.random,
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
});

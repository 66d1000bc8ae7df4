import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SERVICE_CLIENT_TEXTS } from '@frontdesk/contracts/texts';
import { ApiError } from './api-error';
import { backoffDelay, createServiceClient } from './service-client';

type Answer = { status: number; body?: unknown } | Error | 'hang';

const json = (status: number, body?: unknown) => ({ status, body });
const anything = z.unknown();

/** A client over a scripted fetch: each call takes the next answer; the last one repeats. */
function setup(answers: Answer[], random = () => 0.5) {
  const script = [...answers];
  const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const answer = script.length > 1 ? script.shift() : script[0];
    if (answer === undefined) throw new Error('no scripted answer');
    if (answer === 'hang') {
      return new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (answer instanceof Error) return Promise.reject(answer);
    return Promise.resolve(
      new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status }),
    );
  });
  const onUnauthorized = vi.fn();
  const client = createServiceClient({
    fetch,
    getToken: () => 'token-1',
    onUnauthorized,
    now: () => Date.now(),
    random,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  const urls = () => fetch.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));
  return { client, fetch, urls, onUnauthorized };
}

/** Starts a call and settles it, however many timers it waits on. */
async function settle<T>(promise: Promise<T>): Promise<T | ApiError> {
  const outcome = promise.catch((error: unknown) => {
    if (error instanceof ApiError) return error;
    throw error;
  });
  await vi.runAllTimersAsync();
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('service client: paths', () => {
  it('calls the versioned path with the bearer token and returns the parsed answer', async () => {
    const { client, fetch } = setup([json(200, { name: 'Acme' })]);
    const info = await client.get('/company/info', z.object({ name: z.string() }));
    expect(info).toEqual({ name: 'Acme' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/company/info');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('falls back to the plain path when the versioned one answers 404', async () => {
    const { client, urls } = setup([json(404, { message: 'Not found', code: 'NOT_FOUND' }), json(200, { ok: true })]);
    await expect(client.get('/email-config', anything)).resolves.toEqual({ ok: true });
    expect(urls()).toEqual(['/api/v1/email-config', '/api/email-config']);
  });

  it('calls only the plain path when the call is not versioned', async () => {
    const { client, urls } = setup([json(200, {})]);
    await client.get('/company/info', anything, { versioned: false });
    expect(urls()).toEqual(['/api/company/info']);
  });
});

describe('service client: errors and retries', () => {
  it('tries a read twice on a server fault, then rejects with the server message and code', async () => {
    const { client, fetch } = setup([json(503, { message: 'Down for maintenance', code: 'SERVICE_UNAVAILABLE' })]);
    const error = await settle(client.get('/company/info', anything, { versioned: false }));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Down for maintenance', code: 'SERVICE_UNAVAILABLE', status: 503 });
  });

  it('defaults the code to HTTP_{status} when the server sends none', async () => {
    const { client } = setup([json(502)]);
    const error = await settle(client.get('/x', anything, { versioned: false }));
    expect(error).toMatchObject({ code: 'HTTP_502', status: 502, data: undefined });
  });

  it('tries a write three times, waiting longer before each retry', async () => {
    const { client, fetch } = setup([json(500)]);
    const outcome = client.post('/email-config', anything, { smtp_host: 'mail' }, { versioned: false }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    // First retry after 300 ms * 2^0 + 0.5 * 300 ms of jitter.
    await vi.advanceTimersByTimeAsync(449);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    // Second retry after 300 ms * 2^1 + 150 ms.
    await vi.advanceTimersByTimeAsync(749);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await outcome).toMatchObject({ code: 'HTTP_500' });
  });

  it('honours a per-call attempt count (the e-mail test tries once)', async () => {
    const { client, fetch } = setup([json(500)]);
    await settle(client.post('/email-config/test', anything, undefined, { attempts: 1 }));
    expect(fetch).toHaveBeenCalledTimes(1); // a 500 is not a 404, so there is no fallback either
  });

  it('does not retry a 4xx answer', async () => {
    const { client, fetch } = setup([
      json(400, { message: 'Sender email is required', code: 'VALIDATION_FAILED', details: { fieldErrors: {} } }),
    ]);
    const error = await settle(client.post('/email-config', anything, {}, { versioned: false }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, message: 'Sender email is required' });
  });

  it('retries when no answer arrives and reports it with code HTTP_500', async () => {
    const { client, fetch } = setup([new TypeError('Failed to fetch'), json(200, { ok: true })]);
    const outcome = settle(client.get('/x', anything, { versioned: false }));
    await expect(outcome).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);

    const failing = setup([new TypeError('Failed to fetch')]);
    const error = await settle(failing.client.get('/x', anything, { versioned: false }));
    expect(error).toMatchObject({ kind: 'network', code: 'HTTP_500', status: 0 });
  });

  it('aborts a try after 10 seconds and reports a timeout', async () => {
    const { client, fetch } = setup(['hang']);
    const outcome = client.get('/slow', anything, { versioned: false, attempts: 1 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'timeout', code: 'HTTP_500' });
    const signal = fetch.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(true);
  });

  it('reports a 401 to the session with the token that was sent', async () => {
    const { client, onUnauthorized } = setup([json(401, { message: 'Session expired', code: 'SESSION_EXPIRED' })]);
    await settle(client.get('/x', anything, { versioned: false }));
    expect(onUnauthorized).toHaveBeenCalledWith({ code: 'SESSION_EXPIRED', token: 'token-1' });
  });
});

describe('backoffDelay', () => {
  it('grows exponentially from the base, adds up to one base of jitter, and never passes the cap', () => {
    for (const attempt of [1, 2, 3]) {
      const floor = 300 * 2 ** (attempt - 1);
      expect(backoffDelay(attempt, () => 0, 300, 3000)).toBe(floor);
      expect(backoffDelay(attempt, () => 0.999, 300, 3000)).toBeLessThan(floor + 300);
    }
    expect(backoffDelay(5, () => 0, 300, 3000)).toBe(3000);
    expect(backoffDelay(4, () => 0.999, 300, 2500)).toBe(2500);
  });
});

describe('service client: circuit breaker', () => {
  async function failThreeTimes(client: ReturnType<typeof setup>['client']) {
    for (let i = 0; i < 3; i += 1) await settle(client.get(`/fail-${i}`, anything, { versioned: false, attempts: 1 }));
  }

  it('opens after three failed requests and then refuses at once, without calling out', async () => {
    const { client, fetch } = setup([json(500)]);
    await failThreeTimes(client);
    expect(client.circuitState()).toBe('open');
    const error = await settle(client.get('/any', anything, { versioned: false }));
    expect(error).toMatchObject({ message: SERVICE_CLIENT_TEXTS.circuitOpen, code: SERVICE_CLIENT_TEXTS.circuitOpenCode });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('lets one trial through after 30 seconds and closes when it succeeds', async () => {
    const { client, fetch } = setup([json(500), json(500), json(500), json(200, { ok: true })]);
    await failThreeTimes(client);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(client.circuitState()).toBe('open');
    await vi.advanceTimersByTimeAsync(1);
    expect(client.circuitState()).toBe('half-open');

    const trial = client.get('/trial', anything, { versioned: false });
    // While the trial is out, everyone else is still refused.
    await expect(client.get('/other', anything, { versioned: false })).rejects.toMatchObject({ code: 'CIRCUIT_OPEN' });
    await expect(trial).resolves.toEqual({ ok: true });
    expect(client.circuitState()).toBe('closed');
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('re-opens when the trial fails, and the trial is not retried', async () => {
    const { client, fetch } = setup([json(500)]);
    await failThreeTimes(client);
    await vi.advanceTimersByTimeAsync(30_000);
    await settle(client.get('/trial', anything, { versioned: false }));
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(client.circuitState()).toBe('open');
  });

  it('treats a 4xx answer as a healthy service and resets the count', async () => {
    const { client } = setup([json(500), json(500), json(404), json(500), json(500)]);
    await settle(client.get('/a', anything, { versioned: false, attempts: 1 }));
    await settle(client.get('/b', anything, { versioned: false, attempts: 1 }));
    await settle(client.get('/c', anything, { versioned: false, attempts: 1 }));
    await settle(client.get('/d', anything, { versioned: false, attempts: 1 }));
    await settle(client.get('/e', anything, { versioned: false, attempts: 1 }));
    expect(client.circuitState()).toBe('closed');
  });
});

describe('service client: cache', () => {
  it('answers a repeated read from the cache for five minutes', async () => {
    const { client, fetch } = setup([json(200, { n: 1 }), json(200, { n: 2 })]);
    await expect(client.get('/company/info', anything)).resolves.toEqual({ n: 1 });
    await vi.advanceTimersByTimeAsync(299_999);
    await expect(client.get('/company/info', anything)).resolves.toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(client.get('/company/info', anything)).resolves.toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('skips the cache when asked and honours a per-call lifetime', async () => {
    const { client, fetch } = setup([json(200, { n: 1 })]);
    await client.get('/x', anything, { cache: false });
    await client.get('/x', anything, { cache: false });
    expect(fetch).toHaveBeenCalledTimes(2);
    await client.get('/y', anything, { cacheTtlMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await client.get('/y', anything, { cacheTtlMs: 1000 });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('forgets a cached read when the same resource is changed or the cache is cleared', async () => {
    const { client, fetch } = setup([json(200, { n: 1 })]);
    await client.get('/email-config', anything);
    await client.post('/email-config', anything, { smtp_host: 'mail' });
    await client.get('/email-config', anything);
    expect(fetch).toHaveBeenCalledTimes(3);
    client.clearCache();
    await client.get('/email-config', anything);
    expect(fetch).toHaveBeenCalledTimes(4);
    await client.get('/other', anything);
    client.clearCache('/email-config');
    await client.get('/other', anything);
    expect(fetch).toHaveBeenCalledTimes(5);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, serverMessageOr } from './api-error';
import { createApiClient } from './api-client';

function client(response: Response | Error, token: string | null = 'stored-token') {
  const fetch = vi.fn<typeof globalThis.fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  const onUnauthorized = vi.fn();
  const api = createApiClient({ fetch, getToken: () => token, onUnauthorized });
  return { api, fetch, onUnauthorized };
}

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('api client', () => {
  it('sends JSON with the stored bearer token and returns the checked answer', async () => {
    const { api, fetch } = client(jsonResponse(200, { message: 'ok', extra: 1 }));
    await expect(api.post('/api/things', z.object({ message: z.string() }), { a: 1 })).resolves.toEqual({ message: 'ok' });
    const [path, init = {}] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/things');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer stored-token');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('prefers a token given for the call', async () => {
    const { api, fetch } = client(jsonResponse(200, {}));
    await api.get('/api/users/me', z.unknown(), { token: 'link-token' });
    const init = fetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer link-token');
  });

  it('turns an error answer into an ApiError with the server message, code and field errors', async () => {
    const body = {
      message: 'Please correct the highlighted fields.',
      code: 'VALIDATION_FAILED',
      details: { fieldErrors: { email: ['Please enter a valid email address'] } },
    };
    const { api } = client(jsonResponse(400, body));
    const error = await api.post('/api/auth/register', z.unknown(), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', serverMessage: body.message, data: body });
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Please enter a valid email address'] });
    expect(serverMessageOr(error, 'fallback')).toBe(body.message);
  });

  it('reports a 401 once, with the token it sent, so the session can end', async () => {
    const { api, onUnauthorized } = client(jsonResponse(401, { message: 'Expired', code: 'SESSION_EXPIRED' }));
    await expect(api.get('/api/users/my-permissions', z.unknown())).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith({ code: 'SESSION_EXPIRED', token: 'stored-token' });
  });

  it("ends the session of a blocked company's user (403 COMPANY_BLOCKED), but not over any other 403", async () => {
    const blocked = client(jsonResponse(403, { message: 'Blocked', code: 'COMPANY_BLOCKED' }));
    await expect(blocked.api.get('/api/users/me', z.unknown())).rejects.toMatchObject({ status: 403 });
    expect(blocked.onUnauthorized).toHaveBeenCalledWith({ code: 'COMPANY_BLOCKED', token: 'stored-token' });
    const forbidden = client(jsonResponse(403, { message: 'No', code: 'FORBIDDEN' }));
    await expect(forbidden.api.get('/api/admin/users', z.unknown())).rejects.toMatchObject({ status: 403 });
    expect(forbidden.onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not end a session over a 401 to a request sent without a token (a failed sign-in)', async () => {
    const { api, onUnauthorized } = client(
      jsonResponse(401, { message: 'Invalid email or password', code: 'INVALID_CREDENTIALS' }),
      null,
    );
    await expect(api.post('/api/auth/login', z.unknown(), {})).rejects.toMatchObject({ message: 'Invalid email or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports no answer as a network error and a wrongly shaped answer as invalid', async () => {
    const offline = client(new TypeError('Failed to fetch'));
    await expect(offline.api.get('/api/x', z.unknown())).rejects.toMatchObject({ kind: 'network', status: 0 });
    const odd = client(jsonResponse(200, { token: 'abc' }));
    await expect(odd.api.get('/api/x', z.object({ user: z.string() }))).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(serverMessageOr(new Error('x'), 'fallback')).toBe('fallback');
  });

  it('sends DELETE without a body', async () => {
    const { api, fetch } = client(jsonResponse(200, { message: 'Deleted' }));
    await expect(api.delete('/api/company/info/e-1', z.object({ message: z.string() }))).resolves.toEqual({ message: 'Deleted' });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
  });

  it('accepts an empty answer', async () => {
    const { api } = client(new Response(null, { status: 204 }));
    await expect(api.post('/api/auth/logout', z.unknown())).resolves.toBeUndefined();
  });
});

import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/** A route answers JSON, or hands back a Response of its own (a stream, say). */
type Answer = FakeResponse | Response;
export type FakeRoute = Answer | ((request: FakeRequest) => Answer | Promise<Answer>);

/**
 * A stand-in for the server at the fetch boundary: routes keyed 'METHOD /path' answer JSON;
 * anything else answers 404 like the real API. Every request is recorded in `requests`.
 */
export function createFakeApi(routes: Record<string, FakeRoute>) {
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const request: FakeRequest = {
      method,
      path: url.pathname + url.search,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: new Headers(init?.headers),
    };
    requests.push(request);
    const route = routes[`${method} ${request.path}`];
    const answer: Answer =
      route === undefined
        ? { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }
        : typeof route === 'function'
          ? await route(request)
          : route;
    if (answer instanceof Response) return answer;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    requests,
    find: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

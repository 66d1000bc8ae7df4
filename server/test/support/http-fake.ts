import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
};
export type FakeAnswer = {
  status: number;
  body?: unknown;
  raw?: { contentType: string; data: Buffer };
  headers?: Record<string, string>;
};

/** A local HTTP server answering from a handler, for the outside services' fakes. */
export class HttpFake {
  readonly requests: FakeRequest[] = [];
  private readonly server: Server;
  port = 0;

  constructor(private readonly handler: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const request = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    this.requests.push(request);
    const answer = await this.handler(request);
    const headers = answer.headers ?? {};
    if (answer.raw) res.writeHead(answer.status, { ...headers, 'content-type': answer.raw.contentType }).end(answer.raw.data);
    else if (answer.body === undefined) res.writeHead(answer.status, headers).end();
    else res.writeHead(answer.status, { ...headers, 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  }
}

/** Strictly increasing version stamps, even when the (faked) clock stands still between two changes. */
export function stamper(): () => string {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last).toISOString();
  };
}

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type CompletionRequest = {
  model: string;
  stream?: boolean;
  messages: {
    role: string;
    content: string | null;
    tool_call_id?: string;
    tool_calls?: { id: string; function: { name: string; arguments: string } }[];
  }[];
  tools?: { type: string; function: { name: string } }[];
  max_tokens?: number;
  temperature?: number;
};

type PlannedCalls = { name: string; arguments: object }[];

/** How the server behaves for the next requests; tests switch it between calls. */
export type Behaviour =
  | { mode: 'answer'; text: string | ((request: CompletionRequest) => string); chunkDelayMs?: number; withUsage?: boolean }
  /**
   * Answers with function calls instead of text when `calls` gives some for the request, after
   * `say` when it gives that too (a model saying "Let me check." before it calls).
   */
  | {
      mode: 'tools';
      calls: (request: CompletionRequest) => PlannedCalls | { say: string; calls: PlannedCalls } | string;
    }
  | { mode: 'stall' }
  | { mode: 'fail'; status: number }
  /** Streams `text`, then the connection breaks before the answer is finished. */
  | { mode: 'cut'; text: string };

/**
 * A local server speaking the OpenAI chat-completions protocol (JSON and SSE streaming), so the
 * real `openai` SDK can be pointed at it. It keeps every request for assertions.
 */
export class FakeOpenAiServer {
  readonly requests: { authorization: string | undefined; body: CompletionRequest }[] = [];
  behaviour: Behaviour = { mode: 'answer', text: 'Hello from the model.' };
  private readonly server: Server;
  private readonly stalled = new Set<ServerResponse>();

  /** Stalled requests whose caller has not hung up yet. */
  get openStalls(): number {
    return this.stalled.size;
  }
  port = 0;

  constructor() {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.stalled) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as CompletionRequest;
    this.requests.push({ authorization: req.headers.authorization, body });
    const behaviour = this.behaviour;
    if (behaviour.mode === 'stall') {
      this.stalled.add(res);
      res.on('close', () => this.stalled.delete(res));
      return;
    }
    if (behaviour.mode === 'fail') {
      const message = behaviour.status === 401 ? 'Incorrect API key provided' : 'The server had an error';
      res
        .writeHead(behaviour.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message, type: 'server_error' } }));
      return;
    }
    if (behaviour.mode === 'cut') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunk = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 0, model: body.model };
      res.write(
        `data: ${JSON.stringify({ ...chunk, choices: [{ index: 0, delta: { content: behaviour.text }, finish_reason: null }] })}\n\n`,
      );
      setTimeout(() => res.destroy(), 20);
      return;
    }
    if (behaviour.mode === 'tools') {
      const planned = behaviour.calls(body);
      if (typeof planned === 'string') return this.streamText(res, body, planned, {});
      if (Array.isArray(planned)) return this.streamToolCalls(res, body, planned, '');
      return this.streamToolCalls(res, body, planned.calls, planned.say);
    }
    const text = typeof behaviour.text === 'function' ? behaviour.text(body) : behaviour.text;
    await this.streamText(res, body, text, behaviour);
  }

  private async streamText(
    res: ServerResponse,
    body: CompletionRequest,
    text: string,
    behaviour: { chunkDelayMs?: number; withUsage?: boolean },
  ): Promise<void> {
    const promptTokens = Math.ceil(body.messages.map((m) => m.content ?? '').join(' ').length / 4);
    const completionTokens = Math.max(1, Math.ceil(text.length / 4));
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    };
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          usage,
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const base = {
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
    };
    const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
    send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
    for (const piece of text.match(/\S+\s*/g) ?? [text]) {
      if (behaviour.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.chunkDelayMs));
      if (res.destroyed) return;
      send({ ...base, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
    }
    send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    if (behaviour.withUsage !== false) send({ ...base, choices: [], usage });
    res.end('data: [DONE]\n\n');
  }

  /** One streamed answer made of function calls, their arguments sent in two pieces as real servers do. */
  private streamToolCalls(res: ServerResponse, body: CompletionRequest, calls: PlannedCalls, say: string): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const base = {
      id: 'chatcmpl-tools',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
    };
    const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
    if (say) send({ ...base, choices: [{ index: 0, delta: { role: 'assistant', content: say }, finish_reason: null }] });
    calls.forEach((call, index) => {
      const args = JSON.stringify(call.arguments);
      const half = Math.floor(args.length / 2);
      send({
        ...base,
        choices: [
          {
            index: 0,
            delta: {
              tool_calls: [
                { index, id: `call_${index}`, type: 'function', function: { name: call.name, arguments: args.slice(0, half) } },
              ],
            },
            finish_reason: null,
          },
        ],
      });
      send({
        ...base,
        choices: [
          { index: 0, delta: { tool_calls: [{ index, function: { arguments: args.slice(half) } }] }, finish_reason: null },
        ],
      });
    });
    send({ ...base, choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] });
    send({ ...base, choices: [], usage: { prompt_tokens: 50, completion_tokens: 10, total_tokens: 60 } });
    res.end('data: [DONE]\n\n');
  }
}

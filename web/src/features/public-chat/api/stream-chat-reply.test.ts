import { describe, expect, it, vi } from 'vitest';
import type { ChatStreamEvent } from '@frontdesk/contracts/public-chat';
import { createFakeApi } from '../../../test/fake-api';
import { createSseStream, doneEvent, sseAnswer } from '../../../test/fake-sse';
import { streamChatReply, toChatStreamEvent } from './stream-chat-reply';

const SESSION = '7f1c0c5e-7c1a-4d7e-9d0a-1d2b3c4d5e6f';

describe('streamChatReply', () => {
  it('posts the message and hands over every event in order', async () => {
    const api = createFakeApi({
      'POST /api/public-chat/chat/acme/stream': sseAnswer([
        { type: 'session', sessionId: SESSION },
        { type: 'delta', text: 'Hi' },
        doneEvent(SESSION, 'Hi'),
      ]),
    });
    const events: ChatStreamEvent[] = [];
    await streamChatReply('acme', { message: 'Hello' }, { onEvent: (event) => events.push(event) });
    expect(events.map((event) => event.type)).toEqual(['session', 'delta', 'done']);
    expect(api.requests[0]?.body).toEqual({ message: 'Hello' });
    expect(api.requests[0]?.headers.get('Accept')).toBe('text/event-stream');
  });

  it('reads events cut anywhere across chunks, with CRLF line breaks and comments', async () => {
    const stream = createSseStream();
    createFakeApi({ 'POST /api/public-chat/chat/acme/stream': stream.response });
    const events: ChatStreamEvent[] = [];
    const done = streamChatReply('acme', { message: 'Hello' }, { onEvent: (event) => events.push(event) });
    stream.sendRaw(`: keep-alive\r\n\r\nevent: session\r\ndata: {"sessionId":"${SESSION}"}\r`);
    stream.sendRaw('\n\r\nevent: delta\nda');
    stream.sendRaw('ta: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\n');
    stream.sendRaw(`event: done\ndata: {"reply":"Hello","sessionId":"${SESSION}","askForContact":false}\n`);
    stream.sendRaw('\n');
    stream.close();
    await done;
    expect(events).toEqual([
      { type: 'session', sessionId: SESSION },
      { type: 'delta', text: 'Hel' },
      { type: 'delta', text: 'lo' },
      doneEvent(SESSION, 'Hello'),
    ]);
  });

  it('treats an event cut off by the end of the stream as not received, as the SSE standard says', async () => {
    const stream = createSseStream();
    createFakeApi({ 'POST /api/public-chat/chat/acme/stream': stream.response });
    const events: ChatStreamEvent[] = [];
    const done = streamChatReply('acme', { message: 'Hello' }, { onEvent: (event) => events.push(event) });
    stream.send({ type: 'session', sessionId: SESSION });
    stream.sendRaw(`event: done\ndata: {"reply":"Hello","sessionId":"${SESSION}","askForContact":false}`);
    stream.close();
    await expect(done).rejects.toMatchObject({ kind: 'network' });
    expect(events.map((event) => event.type)).toEqual(['session']);
  });

  it('rejects with the server message for an error answer before the stream', async () => {
    createFakeApi({
      'POST /api/public-chat/chat/acme/stream': { status: 429, body: { message: 'Slow down', code: 'RATE_LIMITED' } },
    });
    await expect(streamChatReply('acme', { message: 'Hello' }, { onEvent: () => undefined })).rejects.toMatchObject({
      status: 429,
      serverMessage: 'Slow down',
    });
  });

  it('times out when no byte arrives in time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    );
    await expect(
      streamChatReply('acme', { message: 'Hello' }, { onEvent: () => undefined, firstByteTimeoutMs: 20 }),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('rejects when the stream ends before its done event, after delivering what came', async () => {
    const stream = createSseStream();
    createFakeApi({ 'POST /api/public-chat/chat/acme/stream': stream.response });
    const events: ChatStreamEvent[] = [];
    stream.send({ type: 'delta', text: 'Hal' });
    stream.close();
    await expect(streamChatReply('acme', { message: 'Hello' }, { onEvent: (event) => events.push(event) })).rejects.toMatchObject(
      {
        kind: 'network',
      },
    );
    expect(events).toEqual([{ type: 'delta', text: 'Hal' }]);
  });

  it('ignores events it does not understand', () => {
    expect(toChatStreamEvent({ event: 'delta', data: 'not json' })).toBeNull();
    expect(toChatStreamEvent({ event: 'mystery', data: '{}' })).toBeNull();
    expect(toChatStreamEvent({ event: 'delta', data: '{"text":"x"}' })).toEqual({ type: 'delta', text: 'x' });
  });
});

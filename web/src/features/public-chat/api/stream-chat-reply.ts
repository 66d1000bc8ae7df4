import { z } from 'zod';
import { ERROR_MAPPER } from '@frontdesk/contracts/texts';
import { PUBLIC_CHAT_LIMITS, type ChatBody, type ChatStreamEvent } from '@frontdesk/contracts/public-chat';
import { networkError, readBody } from '../../../lib/api-client';
import { ApiError, apiErrorFromResponse } from '../../../lib/api-error';
import { createSseParser, type SseMessage } from '../../../lib/sse';

const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session'), sessionId: z.string() }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), reply: z.string(), sessionId: z.string(), askForContact: z.boolean() }),
  z.object({ type: z.literal('error'), message: z.string() }),
]) satisfies z.ZodType<ChatStreamEvent>;

/** An SSE message as a chat event; the `event:` name wins over a type inside the data. */
export function toChatStreamEvent({ event, data }: SseMessage): ChatStreamEvent | null {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const parsed = chatStreamEventSchema.safeParse(event ? { ...payload, type: event } : payload);
  return parsed.success ? parsed.data : null;
}

export interface StreamChatOptions {
  onEvent: (event: ChatStreamEvent) => void;
  signal?: AbortSignal;
  /** How long to wait for the first byte of the answer (document 001, section 9: 10 seconds). */
  firstByteTimeoutMs?: number;
}

const timeoutError = () => new ApiError({ kind: 'timeout', status: 0, code: 'HTTP_500', message: ERROR_MAPPER.messages.timeout });

/**
 * Sends a visitor's message and reads the streamed answer, calling onEvent for each event as it
 * arrives. Resolves once a done or error event came; rejects with ApiError for an error answer
 * (400, 403, 404, 429…), no answer, a timeout, or a stream that ended early.
 */
export async function streamChatReply(slug: string, body: ChatBody, options: StreamChatOptions): Promise<void> {
  const controller = new AbortController();
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.firstByteTimeoutMs ?? PUBLIC_CHAT_LIMITS.replyTimeoutMs);
  const failure = (cause: unknown) => (timedOut ? timeoutError() : networkError(cause));

  try {
    let response: Response;
    try {
      response = await globalThis.fetch(`/api/public-chat/chat/${encodeURIComponent(slug)}/stream`, {
        method: 'POST',
        headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (cause) {
      throw failure(cause);
    }
    if (!response.ok) {
      clearTimeout(timer);
      throw apiErrorFromResponse(response.status, await readBody(response));
    }

    const parser = createSseParser();
    let finished = false;
    const deliver = (messages: SseMessage[]) => {
      for (const message of messages) {
        const event = toChatStreamEvent(message);
        if (!event) continue;
        options.onEvent(event);
        if (event.type === 'done' || event.type === 'error') finished = true;
      }
    };

    if (response.body) {
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (cause) {
          throw failure(cause);
        }
        clearTimeout(timer);
        if (chunk.done) break;
        deliver(parser.push(decoder.decode(chunk.value, { stream: true })));
      }
      deliver(parser.push(decoder.decode()));
    } else {
      deliver(parser.push(await response.text()));
    }
    deliver(parser.flush());
    if (!finished) throw networkError(new Error('The answer stream ended before its last event'));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

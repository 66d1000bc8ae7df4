import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { PUBLIC_CHAT_LIMITS } from '@frontdesk/contracts/public-chat-limits';
import type { ChatBody, ChatBooked, ChatStreamEvent } from '@frontdesk/contracts/public-chat';
import { TIMEOUT_TEXT } from '@frontdesk/contracts/page-error-texts';
import { ApiError, apiErrorFromResponse } from '../../../lib/api-error';
import {
  array,
  boolean,
  decodeOrNull,
  nullable,
  object,
  oneOf,
  optional,
  string,
  withDefault,
  type Decoder,
} from '../../../lib/decode';
import { networkError, readBody } from '../../../lib/http';

const booked = object({
  start_time: string,
  end_time: string,
  manage_url: string,
  timezone: optional(string),
}) satisfies Decoder<ChatBooked>;

/** Each event of the stream, as contracts/public-chat.ts's chatStreamEventSchema reads it. */
const STREAM_EVENTS = {
  session: object({ type: oneOf(['session']), sessionId: string }),
  delta: object({ type: oneOf(['delta']), text: string }),
  done: object({
    type: oneOf(['done']),
    reply: string,
    sessionId: string,
    askForContact: boolean,
    offerBooking: withDefault(boolean, false),
    bookingFrom: withDefault(nullable(string), null),
    booked: withDefault(nullable(booked), null),
    answeredBy: optional(oneOf(['builtin', 'model'])),
    knowledge: withDefault(array(string), []),
    related: withDefault(array(string), []),
  }),
  error: object({ type: oneOf(['error']), message: string }),
} satisfies { [T in ChatStreamEvent['type']]: Decoder<Extract<ChatStreamEvent, { type: T }>> };

const isEventType = (type: unknown): type is keyof typeof STREAM_EVENTS =>
  typeof type === 'string' && Object.hasOwn(STREAM_EVENTS, type);

/** An SSE message as a chat event; the `event:` name wins over a type inside the data. */
export function toChatStreamEvent({ event, data }: Pick<EventSourceMessage, 'event' | 'data'>): ChatStreamEvent | null {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const typed: Record<string, unknown> = event ? { ...payload, type: event } : { ...payload };
  const { type } = typed;
  if (!isEventType(type)) return null;
  const decoder: Decoder<ChatStreamEvent> = STREAM_EVENTS[type];
  return decodeOrNull(decoder, typed);
}

export interface StreamChatOptions {
  onEvent: (event: ChatStreamEvent) => void;
  signal?: AbortSignal;
  /** How long to wait for the first byte of the answer (document 001, section 9: 10 seconds). */
  firstByteTimeoutMs?: number;
  /** A signed-in member's session (the simulator): the server keeps the conversation out of the figures. */
  memberToken?: string | null;
}

const timeoutError = () => new ApiError({ kind: 'timeout', status: 0, code: 'HTTP_500', message: TIMEOUT_TEXT });

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
        headers: {
          Accept: 'text/event-stream',
          'Content-Type': 'application/json',
          ...(options.memberToken ? { Authorization: `Bearer ${options.memberToken}` } : {}),
        },
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

    let finished = false;
    const parser = createParser({
      onEvent: (message) => {
        const event = toChatStreamEvent(message);
        if (!event) return;
        options.onEvent(event);
        if (event.type === 'done' || event.type === 'error') finished = true;
      },
    });

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
        parser.feed(decoder.decode(chunk.value, { stream: true }));
      }
      parser.feed(decoder.decode());
    } else {
      parser.feed(await response.text());
    }
    if (!finished) throw networkError(new Error('The answer stream ended before its last event'));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

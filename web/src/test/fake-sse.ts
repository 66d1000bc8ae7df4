import type { ChatStreamEvent } from '@frontdesk/contracts/public-chat';

/**
 * A text/event-stream answer whose events the test sends one at a time, the way the server
 * writes them (`event: <type>` + `data: <json>`), so a page can be seen between two deltas.
 */
export function createSseStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }),
    send(event: ChatStreamEvent) {
      controller.enqueue(encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`));
    },
    /** Raw text, to cut an event anywhere. */
    sendRaw(text: string) {
      controller.enqueue(encoder.encode(text));
    },
    close() {
      controller.close();
    },
    fail() {
      controller.error(new TypeError('network error'));
    },
  };
}

/** A complete stream in one answer: session, one delta per word, done. */
export function sseAnswer(events: ChatStreamEvent[]): Response {
  const stream = createSseStream();
  for (const event of events) stream.send(event);
  stream.close();
  return stream.response;
}

type DoneEvent = Extract<ChatStreamEvent, { type: 'done' }>;

/** The end of an answer with nothing else to offer, unless `done` says otherwise. */
export function doneEvent(sessionId: string, reply: string, done: Partial<DoneEvent> = {}): DoneEvent {
  return {
    type: 'done',
    reply,
    sessionId,
    askForContact: false,
    offerBooking: false,
    bookingFrom: null,
    booked: null,
    knowledge: [],
    related: [],
    ...done,
  };
}

/** The usual whole answer: the session, the reply in one delta, and done with nothing else to offer. */
export function sseReply(sessionId: string, reply: string, done: Partial<DoneEvent> = {}): Response {
  return sseAnswer([{ type: 'session', sessionId }, { type: 'delta', text: reply }, doneEvent(sessionId, reply, done)]);
}

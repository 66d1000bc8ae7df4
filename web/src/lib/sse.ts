/** One Server-Sent Event: its `event:` name (when given) and its `data:` lines joined. */
export interface SseMessage {
  event: string | undefined;
  data: string;
}

/**
 * An incremental reader of the text/event-stream format: feed it text as it arrives, in chunks
 * cut anywhere, and it returns the events completed so far. Comments and ids are ignored.
 */
export function createSseParser() {
  let buffer = '';
  // A chunk may end between the \r and \n of one line break.
  let carriageReturn = false;

  function parseBlock(block: string): SseMessage | null {
    let event: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    return data.length > 0 ? { event, data: data.join('\n') } : null;
  }

  return {
    push(text: string): SseMessage[] {
      let raw = (carriageReturn ? '\r' : '') + text;
      carriageReturn = raw.endsWith('\r');
      if (carriageReturn) raw = raw.slice(0, -1);
      buffer += raw.replace(/\r\n?/g, '\n');
      const messages: SseMessage[] = [];
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const message = parseBlock(buffer.slice(0, end));
        if (message) messages.push(message);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
      return messages;
    },
    /** The last event, when the stream ended without the blank line that should close it. */
    flush(): SseMessage[] {
      const message = parseBlock(buffer);
      buffer = '';
      carriageReturn = false;
      return message ? [message] : [];
    },
  };
}

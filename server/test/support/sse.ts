import type { ChatStreamEvent } from '@frontdesk/contracts/public-chat';

/** Splits a text/event-stream body into its events' JSON payloads. */
export function parseSse(body: string): ChatStreamEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => Boolean(line))
    .map((line) => JSON.parse(line.slice('data: '.length)) as ChatStreamEvent);
}

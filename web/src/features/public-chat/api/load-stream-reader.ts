const importReader = () => import('./stream-chat-reply');

let loading: ReturnType<typeof importReader> | null = null;

/**
 * The answer stream's reader (stream-chat-reply.ts with eventsource-parser), loaded on first need:
 * a visitor who only reads the page never downloads it, and one who touches or focuses the chat
 * has it by the time they send. A failed load is forgotten, so the next message tries again.
 */
export function loadStreamReader(): ReturnType<typeof importReader> {
  loading ??= importReader().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

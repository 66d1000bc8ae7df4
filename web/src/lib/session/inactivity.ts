/** The activity that keeps a session alive (document 000, section 9). */
export const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'click', 'scroll'] as const;

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface InactivityOptions {
  target: EventTarget;
  timeoutMs: number;
  /** Activity closer than this to the last reset is ignored, so busy typing costs nothing. */
  throttleMs: number;
  onTimeout: () => void;
  now?: () => number;
  timers?: Timers;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Calls onTimeout once after timeoutMs without activity on target; returns a stop function. */
export function startInactivityTimer({
  target,
  timeoutMs,
  throttleMs,
  onTimeout,
  now = () => Date.now(),
  timers = browserTimers,
}: InactivityOptions): () => void {
  let lastReset = now();
  let handle = timers.setTimeout(expire, timeoutMs);

  function expire(): void {
    stop();
    onTimeout();
  }

  function onActivity(): void {
    const current = now();
    if (current - lastReset < throttleMs) return;
    lastReset = current;
    timers.clearTimeout(handle);
    handle = timers.setTimeout(expire, timeoutMs);
  }

  function stop(): void {
    timers.clearTimeout(handle);
    // Capture, so scrolls inside any element count, not only scrolls of the page.
    ACTIVITY_EVENTS.forEach((type) => target.removeEventListener(type, onActivity, { capture: true }));
  }

  ACTIVITY_EVENTS.forEach((type) => target.addEventListener(type, onActivity, { capture: true, passive: true }));
  return stop;
}

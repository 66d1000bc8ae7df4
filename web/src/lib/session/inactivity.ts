/**
 * The activity that keeps a session alive (document 000, section 9: mouse down, key press, click,
 * scroll; a wheel turned or a screen touched is how a person scrolls).
 */
export const ACTIVITY_EVENTS = ['mousedown', 'keydown', 'click', 'scroll', 'wheel', 'touchstart'] as const;
export type ActivityEvent = (typeof ACTIVITY_EVENTS)[number];

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** The last activity of any tab of the browser: a user busy in one tab is not signed out by another. */
export interface SharedActivity {
  read: () => number | null;
  write: (at: number) => void;
}

export interface InactivityOptions {
  target: EventTarget;
  /** Where the browser's tabs share their last activity; each tab alone without it. */
  shared?: SharedActivity;
  timeoutMs: number;
  /** Activity closer than this to the last reset is ignored, so busy typing costs nothing. */
  throttleMs: number;
  onTimeout: () => void;
  /** Activity that reset the timer (at most once per throttleMs), with its time and kind. */
  onActive?: (at: number, kind: ActivityEvent) => void;
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
  onActive,
  shared,
  now = () => Date.now(),
  timers = browserTimers,
}: InactivityOptions): () => void {
  let lastReset = now();
  shared?.write(lastReset);
  let handle = timers.setTimeout(expire, timeoutMs);

  function expire(): void {
    // Another tab may have been in use since: then the time left is counted from its activity.
    const last = Math.max(lastReset, shared?.read() ?? 0);
    const left = last + timeoutMs - now();
    if (left > 0) {
      handle = timers.setTimeout(expire, left);
      return;
    }
    stop();
    onTimeout();
  }

  function onActivity(event: Event): void {
    const current = now();
    if (current - lastReset < throttleMs) return;
    lastReset = current;
    shared?.write(current);
    timers.clearTimeout(handle);
    handle = timers.setTimeout(expire, timeoutMs);
    onActive?.(current, event.type as ActivityEvent);
  }

  function stop(): void {
    timers.clearTimeout(handle);
    // Capture, so scrolls inside any element count, not only scrolls of the page.
    ACTIVITY_EVENTS.forEach((type) => target.removeEventListener(type, onActivity, { capture: true }));
  }

  ACTIVITY_EVENTS.forEach((type) => target.addEventListener(type, onActivity, { capture: true, passive: true }));
  return stop;
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startInactivityTimer } from './inactivity';

const TIMEOUT = 15 * 60 * 1000;
const THROTTLE = 5000;

let target: EventTarget;
let onTimeout: ReturnType<typeof vi.fn<() => void>>;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  target = new EventTarget();
  onTimeout = vi.fn<() => void>();
  stop = startInactivityTimer({
    target,
    timeoutMs: TIMEOUT,
    throttleMs: THROTTLE,
    onTimeout,
    now: () => Date.now(),
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
  });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('startInactivityTimer', () => {
  it('times out once after fifteen quiet minutes', () => {
    vi.advanceTimersByTime(TIMEOUT - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TIMEOUT * 2);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it.each(['mousedown', 'keydown', 'click', 'scroll'])('restarts the countdown on %s', (type) => {
    vi.advanceTimersByTime(TIMEOUT - 1000);
    target.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(TIMEOUT - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('ignores activity within five seconds of the last restart', () => {
    vi.advanceTimersByTime(THROTTLE - 1);
    target.dispatchEvent(new Event('keydown')); // too soon: the countdown still runs from the start
    vi.advanceTimersByTime(TIMEOUT - THROTTLE + 1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('counts activity again once five seconds have passed', () => {
    vi.advanceTimersByTime(THROTTLE);
    target.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(TIMEOUT - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('stops listening and never fires after stop', () => {
    stop();
    target.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(TIMEOUT * 2);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe("startInactivityTimer with the browser's other tabs", () => {
  it('keeps a quiet tab signed in while another tab is in use, and times out fifteen minutes after the last activity of any', () => {
    let sharedLast: number | null = null;
    const shared = { read: () => sharedLast, write: (at: number) => (sharedLast = at) };
    const quiet = vi.fn<() => void>();
    const stopQuiet = startInactivityTimer({
      target: new EventTarget(),
      timeoutMs: TIMEOUT,
      throttleMs: THROTTLE,
      onTimeout: quiet,
      shared,
    });
    // The busy tab: its activity is what the quiet tab reads.
    const busyTab = new EventTarget();
    const stopBusy = startInactivityTimer({
      target: busyTab,
      timeoutMs: TIMEOUT,
      throttleMs: THROTTLE,
      onTimeout: vi.fn(),
      shared,
    });
    vi.advanceTimersByTime(10 * 60 * 1000);
    busyTab.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(5 * 60 * 1000);
    expect(quiet).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * 60 * 1000 - 1);
    expect(quiet).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(quiet).toHaveBeenCalledTimes(1);
    stopQuiet();
    stopBusy();
  });
});

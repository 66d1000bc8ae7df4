import { useSyncExternalStore } from 'react';

/** Wider than a phone: Tailwind's `sm`. */
const WIDE_SCREEN = '(min-width: 640px)';

/** Whether the screen is wider than a phone, read once: for what starts open. True where there is no matchMedia. */
export function isWideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_SCREEN).matches;
}

function onWidthChange(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(WIDE_SCREEN);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the screen is wider than a phone, following changes (a phone turned sideways): for what is laid out differently. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(onWidthChange, isWideScreen);
}

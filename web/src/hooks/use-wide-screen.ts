/** Whether the screen is wider than a phone (Tailwind's `sm`), read once: for what starts open. */
export function isWideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 640px)').matches;
}

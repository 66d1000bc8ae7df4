import { cn } from '../../lib/cn';

/** The product's mark (the favicon's speech bubble) and name; decorative mark, the name is the text. */
export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold text-brand-700', className)}>
      <svg aria-hidden viewBox="0 0 32 32" className={cn('size-7 shrink-0', markClassName)}>
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path fill="#fff" d="M8 9h16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-9l-5 4v-4H8a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2Z" />
      </svg>
      Frontdesk
    </span>
  );
}

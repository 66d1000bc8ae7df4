import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden className={cn('size-5 animate-spin text-brand-600', className)} />;
}

/** A placeholder while something loads, announced once to screen readers. */
export function LoadingState({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex items-center justify-center gap-2 p-6 text-sm text-slate-600', className)}
    >
      <Spinner />
      <span>{label}</span>
    </div>
  );
}

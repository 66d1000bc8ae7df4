import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface FieldTextProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** Ids that tie a control to its label, hint and error, for screen readers. */
export function useFieldIds(id: string | undefined, { error, hint }: Pick<FieldTextProps, 'error' | 'hint'>) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

export function controlClasses(hasError: boolean): string {
  return cn(
    'block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
    'placeholder:text-slate-400 read-only:bg-slate-50 read-only:text-slate-600',
    'focus:outline-none focus:ring-2 focus:ring-brand-600 focus:border-brand-600',
    hasError ? 'border-red-500' : 'border-slate-300',
  );
}

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-slate-700">
      {children}
    </label>
  );
}

export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: ReactNode;
  hintId: string;
  error?: string | undefined;
  errorId: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { useFieldIds } from './field';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
  /** Rendered after the label, outside it, so links and buttons here do not toggle the box. */
  extra?: ReactNode;
}

export function Checkbox({ label, error, extra, id, className, ...props }: CheckboxProps) {
  const ids = useFieldIds(id, { error });
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={ids.controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          {...props}
        />
        <div className="text-sm text-slate-700">
          <label htmlFor={ids.controlId}>{label}</label> {extra}
        </div>
      </div>
      {error ? (
        <p id={ids.errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

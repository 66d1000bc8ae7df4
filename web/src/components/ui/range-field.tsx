import type { ComponentProps, ReactNode } from 'react';
import { FieldLabel, FieldMessages, useFieldIds, type FieldTextProps } from './field';

type RangeFieldProps = FieldTextProps & Omit<ComponentProps<'input'>, 'type'> & { valueLabel: ReactNode };

/** A slider with its current value shown beside the label. */
export function RangeField({ label, error, hint, id, className, valueLabel, ...props }: RangeFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
        <output htmlFor={ids.controlId} className="text-sm font-medium tabular-nums text-slate-900">
          {valueLabel}
        </output>
      </div>
      <input
        id={ids.controlId}
        type="range"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className="block h-6 w-full cursor-pointer accent-brand-600"
        {...props}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, FieldLabel, FieldMessages, useFieldIds, type FieldTextProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = FieldTextProps & ComponentProps<'select'> & { options: readonly SelectOption[] };

export function SelectField({ label, error, hint, id, className, options, ...props }: SelectFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <select
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cn(controlClasses(Boolean(error)), 'pr-8')}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

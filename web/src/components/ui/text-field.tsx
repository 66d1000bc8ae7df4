import type { ComponentProps } from 'react';
import { controlClasses, FieldLabel, FieldMessages, useFieldIds, type FieldTextProps } from './field';

type TextFieldProps = FieldTextProps & ComponentProps<'input'>;

export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <input
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClasses(Boolean(error))}
        {...props}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

type TextAreaFieldProps = FieldTextProps & ComponentProps<'textarea'>;

export function TextAreaField({ label, error, hint, id, className, ...props }: TextAreaFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <textarea
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClasses(Boolean(error))}
        {...props}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

import { useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TEXTS } from '@frontdesk/contracts/texts';
import { cn } from '../../lib/cn';
import { focusRing } from './button';
import { controlClasses, FieldLabel, FieldMessages, useFieldIds, type FieldTextProps } from './field';

type PasswordFieldProps = FieldTextProps &
  Omit<ComponentProps<'input'>, 'type'> & {
    /** What the toggle names: 'Show password' by default, 'Show API key' for a key. */
    secretName?: string;
  };

/** A password input with a show/hide toggle and a warning while Caps Lock is on. */
export function PasswordField({
  label,
  error,
  hint,
  id,
  className,
  onKeyDown,
  onKeyUp,
  onBlur,
  secretName = 'password',
  ...props
}: PasswordFieldProps) {
  const ids = useFieldIds(id, { error, hint });
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const capsId = `${ids.controlId}-caps`;

  const trackCapsLock = (event: KeyboardEvent<HTMLInputElement>) => setCapsLock(event.getModifierState('CapsLock'));

  return (
    <div className={className}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <div className="relative">
        <input
          id={ids.controlId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={[ids.describedBy, capsLock ? capsId : null].filter(Boolean).join(' ') || undefined}
          className={cn(controlClasses(Boolean(error)), 'pr-11')}
          onKeyDown={(event) => {
            trackCapsLock(event);
            onKeyDown?.(event);
          }}
          onKeyUp={(event) => {
            trackCapsLock(event);
            onKeyUp?.(event);
          }}
          onBlur={(event) => {
            setCapsLock(false);
            onBlur?.(event);
          }}
          {...props}
        />
        <button
          type="button"
          className={cn(
            'absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-slate-500 hover:text-slate-700',
            focusRing,
          )}
          aria-label={visible ? `Hide ${secretName}` : `Show ${secretName}`}
          aria-controls={ids.controlId}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />}
        </button>
      </div>
      {capsLock ? (
        <p id={capsId} role="status" className="mt-1 text-sm font-medium text-amber-700">
          {TEXTS.auth.capsLockOn}
        </p>
      ) : null}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}

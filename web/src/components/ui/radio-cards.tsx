import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface RadioCardOption {
  value: string;
  title: string;
  description?: string;
  aside?: ReactNode;
}

interface RadioCardsProps {
  legend: string;
  name: string;
  options: readonly RadioCardOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A radio group drawn as cards; native radios keep arrow-key movement and form semantics. */
export function RadioCards({ legend, name, options, value, onChange, error }: RadioCardsProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border bg-white p-3 text-sm',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
              option.value === value ? 'border-brand-600 bg-brand-50' : 'border-slate-300 hover:border-slate-400',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-brand-600 focus:outline-none"
            />
            <span className="min-w-0 flex-1">
              <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className="font-medium text-slate-900">{option.title}</span>
                {option.aside ? <span className="text-slate-600">{option.aside}</span> : null}
              </span>
              {option.description ? <span className="mt-0.5 block text-slate-600">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

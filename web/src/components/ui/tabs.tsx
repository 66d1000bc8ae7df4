import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

export interface Tab<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

/** Tabs as WAI-ARIA describes them: arrow keys, Home and End move between tabs; one panel shows. */
export function Tabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: readonly Tab<K>[];
  selected: K;
  onSelect: (key: K) => void;
  label: string;
}) {
  const baseId = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const target =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    onSelect(target.key);
    refs.current.get(target.key)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        // On a phone, tabs wider than the screen scroll sideways: the right edge fades to show there is more, and the
        // padding lets the last tab scroll clear of the fade.
        className="flex gap-1 overflow-x-auto border-b border-slate-200 max-sm:pr-8 max-sm:[mask-image:linear-gradient(to_right,black_calc(100%-2rem),transparent)]"
      >
        {tabs.map((tab) => {
          const active = tab.key === current?.key;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) refs.current.set(tab.key, element);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              className={cn(
                '-mb-px border-b-2 px-4 py-2 text-sm font-medium whitespace-nowrap',
                active ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
                focusRing,
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.key}`}
          aria-labelledby={`${baseId}-tab-${current.key}`}
          className="pt-4"
        >
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}

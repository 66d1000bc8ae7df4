import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { focusRing } from './button';

interface CardProps {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** The title becomes a button that shows and hides the content; open at first unless `false`. */
  collapsible?: { defaultOpen: boolean };
}

export function Card({ title, description, children, className, collapsible }: CardProps) {
  const [open, setOpen] = useState(collapsible?.defaultOpen ?? true);
  const contentId = useId();
  const heading =
    title && collapsible ? (
      <h2 className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
          className={cn('-m-1 flex w-full items-center justify-between gap-2 rounded-md p-1 text-left', focusRing)}
        >
          {title}
          <ChevronDown aria-hidden className={cn('size-5 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')} />
        </button>
      </h2>
    ) : title ? (
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
    ) : null;
  return (
    <section className={cn('rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6', className)}>
      {heading}
      {description && open ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div id={contentId} hidden={!open} className={title || description ? 'mt-4' : undefined}>
        {children}
      </div>
    </section>
  );
}

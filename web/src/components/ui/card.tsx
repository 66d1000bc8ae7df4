import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface CardProps {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Card({ title, description, children, className }: CardProps) {
  return (
    <section className={cn('rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6', className)}>
      {title ? <h2 className="text-lg font-semibold text-slate-900">{title}</h2> : null}
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className={title || description ? 'mt-4' : undefined}>{children}</div>
    </section>
  );
}

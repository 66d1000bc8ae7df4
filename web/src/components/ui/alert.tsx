import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '../../lib/cn';

export type AlertTone = 'success' | 'error' | 'info';

const tones: Record<AlertTone, { box: string; Icon: typeof Info }> = {
  success: { box: 'border-green-200 bg-green-50 text-green-800', Icon: CircleCheck },
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: CircleAlert },
  info: { box: 'border-brand-200 bg-brand-50 text-brand-900', Icon: Info },
};

/** A notice; errors interrupt screen readers (role alert), the others wait their turn (status). */
export function Alert({
  tone,
  title,
  children,
  className,
}: {
  tone: AlertTone;
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex gap-3 rounded-md border p-3 text-sm', box, className)}>
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="break-words">{children}</div> : null}
      </div>
    </div>
  );
}

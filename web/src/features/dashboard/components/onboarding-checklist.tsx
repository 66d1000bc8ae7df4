import { CheckCircle2, Circle } from 'lucide-react';
import { ONBOARDING_TEXTS, type Onboarding } from '@frontdesk/contracts/onboarding';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { focusRing } from '../../../components/ui/button';
import { PageLink } from '../../../components/page-link';

/**
 * Getting started, from the company's real state: each step ticks when its page has done it. A
 * step links to its page when the user may open it; otherwise it only says what is left to do.
 */
export function OnboardingChecklist({ steps }: { steps: Onboarding['steps'] }) {
  const done = steps.filter((step) => step.done).length;
  return (
    <Card title="Getting started" description={`${done} of ${steps.length} steps done`}>
      <div
        className="mb-4 h-2 rounded-full bg-slate-100"
        role="progressbar"
        aria-label="Getting started"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={done}
      >
        <div className="bg-brand-600 h-2 rounded-full" style={{ width: `${(done / steps.length) * 100}%` }} />
      </div>
      <ol className="space-y-2">
        {steps.map((step) => {
          const text = ONBOARDING_TEXTS[step.key];
          const Icon = step.done ? CheckCircle2 : Circle;
          const content = (
            <>
              <span className="sr-only">{step.done ? 'Done:' : 'To do:'}</span>
              <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', step.done ? 'text-emerald-600' : 'text-slate-400')} />
              <span>
                <span className={cn('block font-medium', step.done ? 'text-slate-500 line-through' : 'text-slate-900')}>
                  {text.title}
                </span>
                {step.done ? null : <span className="block text-sm text-slate-600">{text.description}</span>}
              </span>
            </>
          );
          return (
            <li key={step.key}>
              <PageLink
                to={text.to}
                className={cn('flex gap-3 rounded-md p-2 hover:bg-slate-50', focusRing)}
                fallback={<div className="flex gap-3 p-2">{content}</div>}
              >
                {content}
              </PageLink>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

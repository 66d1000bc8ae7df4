import type { LucideIcon } from 'lucide-react';

/** One headline figure of a dashboard page: its name, the figure, and what it counts. */
export function StatCard({ label, value, icon: Icon, hint }: { label: string; value: string; icon?: LucideIcon; hint?: string }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 className="flex items-center gap-2 text-sm font-medium text-slate-600">
        {Icon ? <Icon aria-hidden className="size-4" /> : null}
        {label}
      </h2>
      <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</p>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </section>
  );
}

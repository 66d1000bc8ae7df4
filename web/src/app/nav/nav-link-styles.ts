import { cn } from '../../lib/cn';
import { focusRing } from '../../components/ui/button';

/** NavLink class for the current page versus the others. */
export function navLinkClasses({ isActive }: { isActive: boolean }): string {
  return cn(
    'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors',
    focusRing,
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );
}

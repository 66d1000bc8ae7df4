import { Search, X } from 'lucide-react';
import { focusRing } from '../../../components/ui/button';
import { controlClasses } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';

/** Searches the conversation; says how many messages match and clears with one click. */
export function MessageSearch({ query, onChange, found }: { query: string; onChange: (query: string) => void; found: number }) {
  const searching = query.trim() !== '';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="relative min-w-0 flex-1">
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          aria-label="Search messages"
          placeholder="Search messages..."
          value={query}
          onChange={(event) => onChange(event.target.value)}
          // The browser's own clear button would stand beside this one.
          className={cn(controlClasses(false), 'pl-9 pr-9 [&::-webkit-search-cancel-button]:appearance-none')}
        />
        {searching ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => onChange('')}
            className={cn('absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-700', focusRing)}
          >
            <X aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
      {searching ? (
        <p role="status" className="text-sm text-slate-600">
          {found} found
        </p>
      ) : null}
    </div>
  );
}

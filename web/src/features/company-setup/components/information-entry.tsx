import { useEffect, useRef, useState } from 'react';
import { Pencil, X } from 'lucide-react';
import type { KnowledgeEntry } from '@frontdesk/contracts/knowledge';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { EditInformationForm } from './edit-information-form';

// Longer descriptions show their first lines until the admin asks for the rest.
const CLAMP_AFTER = 280;

type Props = {
  entry: KnowledgeEntry;
  /** What its buttons call it: the title, numbered when another entry has the same one. */
  name: string;
  onDelete: () => void;
  onNotice: (text: string) => void;
};

/** One entry: read (long text clamped behind Show more), or edited in place. */
export function InformationEntry({ entry, name, onDelete, onNotice }: Props) {
  const [editing, setEditing] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const long = entry.definition.length > CLAMP_AFTER;

  // Back from the form (saved or cancelled), the keyboard continues from the entry's Edit button.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (editing) {
    return (
      <EditInformationForm
        entry={entry}
        onSaved={(message) => {
          setEditing(false);
          onNotice(message);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }

  return (
    <div className="flex items-start gap-3 p-3 sm:p-4">
      <div className="min-w-0 flex-1">
        <h3 className="font-medium break-words text-slate-900">{entry.companyTitle}</h3>
        <p className={cn('mt-1 text-sm break-words whitespace-pre-wrap text-slate-600', long && !expanded && 'line-clamp-4')}>
          {entry.definition}
        </p>
        {long ? (
          <button
            type="button"
            className={cn('mt-1 rounded text-sm font-medium text-brand-700 hover:underline', focusRing)}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Show less' : 'Show more'}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        ref={editButton}
        data-edit-entry
        aria-label={`Edit ${name}`}
        title="Edit"
        onClick={() => setEditing(true)}
        className={cn('-m-1 shrink-0 rounded-md p-2 text-slate-400 hover:bg-slate-100 hover:text-slate-700', focusRing)}
      >
        <Pencil aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`Delete ${name}`}
        title="Delete"
        onClick={onDelete}
        className={cn('-m-1 shrink-0 rounded-md p-2 text-slate-400 hover:bg-red-50 hover:text-red-600', focusRing)}
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

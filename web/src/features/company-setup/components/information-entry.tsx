import { useState } from 'react';
import { Pencil, X } from 'lucide-react';
import { KNOWLEDGE_LIMITS, type KnowledgeEntry } from '@frontdesk/contracts/knowledge';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Button, focusRing } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import { serverMessageOr } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useUpdateCompanyInformation } from '../api/update-company-information';
import { characterCount } from './character-count';

// Longer descriptions show their first lines until the admin asks for the rest.
const CLAMP_AFTER = 280;

type Props = { entry: KnowledgeEntry; onDelete: () => void; onNotice: (text: string) => void };

/** One entry: read (long text clamped behind Show more), or edited in place. */
export function InformationEntry({ entry, onDelete, onNotice }: Props) {
  const [editing, setEditing] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const [title, setTitle] = useState(entry.companyTitle);
  const [definition, setDefinition] = useState(entry.definition);
  const update = useUpdateCompanyInformation();
  const long = entry.definition.length > CLAMP_AFTER;

  if (editing) {
    const failure = update.isError ? serverMessageOr(update.error, TEXTS.companySetup.updateFailed) : null;
    return (
      <form
        className="space-y-3 p-3 sm:p-4"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(
            { id: entry.id, companyTitle: title, definition },
            {
              onSuccess: ({ message }) => {
                setEditing(false);
                onNotice(message);
              },
            },
          );
        }}
      >
        {failure ? <FormError key={failure} message={failure} /> : null}
        <TextField
          label="Title"
          value={title}
          maxLength={KNOWLEDGE_LIMITS.titleMax}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextAreaField
          label="Description"
          rows={5}
          value={definition}
          maxLength={KNOWLEDGE_LIMITS.definitionMax}
          hint={characterCount(definition.length, KNOWLEDGE_LIMITS.definitionMax)}
          onChange={(event) => setDefinition(event.target.value)}
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={update.isPending || !title.trim() || !definition.trim()}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setTitle(entry.companyTitle);
              setDefinition(entry.definition);
              update.reset();
              setEditing(false);
            }}
          >
            Cancel
          </Button>
        </div>
      </form>
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
        aria-label={`Edit ${entry.companyTitle}`}
        title="Edit"
        onClick={() => setEditing(true)}
        className={cn('-m-1 shrink-0 rounded-md p-2 text-slate-400 hover:bg-slate-100 hover:text-slate-700', focusRing)}
      >
        <Pencil aria-hidden className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`Delete ${entry.companyTitle}`}
        title="Delete"
        onClick={onDelete}
        className={cn('-m-1 shrink-0 rounded-md p-2 text-slate-400 hover:bg-red-50 hover:text-red-600', focusRing)}
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { PROMPT_LIMITS, updatePromptBodySchema, type PromptHistoryItem } from '@frontdesk/contracts/prompts';
import { TEXTS } from '@frontdesk/contracts/texts';
import { NOTICE_MS } from '@frontdesk/contracts/web-ui';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isWideScreen } from '../../../hooks/use-wide-screen';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextAreaField } from '../../../components/ui/text-field';
import { cancelOnEscape, useEditInPlace } from '../../../hooks/use-edit-in-place';
import { useTimedNotice } from '../../../hooks/use-timed-notice';
import { serverMessageOr } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { formatDateTime, truncate } from '../../../lib/format';
import { usePromptHistory } from '../api/get-prompt-history';
import { useDeletePrompt } from '../api/delete-prompt';
import { describeUpdatePromptError, useUpdatePrompt } from '../api/update-prompt';

/**
 * Document 001, sections 4 and 9: at most five previous prompts, shown only when there is more
 * than one, each cut at 100 characters. Choosing one loads it as the custom prompt.
 */
export function PromptHistory({
  onSelect,
  onEdited,
}: {
  onSelect: (text: string) => void;
  /** A previous prompt's text was changed and saved (the one in use, perhaps). */
  onEdited: (before: string, after: string) => void;
}) {
  const history = usePromptHistory();
  const remove = useDeletePrompt();
  const { editingId, edit: startEditing, close, editButton } = useEditInPlace();
  const [confirming, setConfirming] = useState<PromptHistoryItem | null>(null);
  const [notice, showNotice] = useTimedNotice<string>(NOTICE_MS);

  useEffect(() => {
    // Document 001, section 8: a failed history load is only logged.
    if (history.isError) console.warn('Could not load the previous prompts', history.error);
  }, [history.isError, history.error]);

  const items = history.data ?? [];
  if (items.length <= 1) return null;

  function confirmDelete() {
    if (!confirming) return;
    showNotice(null);
    remove.mutate(confirming.id, {
      onSuccess: () => showNotice(TEXTS.prompt.deleted),
      onSettled: () => setConfirming(null),
    });
  }

  return (
    <Card
      collapsible={{ defaultOpen: isWideScreen() }}
      title="Previous Prompts"
      description="Choose one to load it as your custom prompt; it is used once you press Save Prompt."
    >
      <div className="space-y-3">
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {remove.isError ? <Alert tone="error">{serverMessageOr(remove.error, TEXTS.prompt.deleteFailed)}</Alert> : null}
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {items.slice(0, PROMPT_LIMITS.historyShown).map((item) =>
            item.id === editingId ? (
              <li key={item.id} className="p-3">
                <EditPromptForm
                  item={item}
                  onDone={(after) => {
                    close();
                    showNotice(TEXTS.prompt.updated);
                    onEdited(item.prompt_text, after);
                  }}
                  onCancel={close}
                />
              </li>
            ) : (
              <li key={item.id} className="flex items-start gap-2 p-2">
                <button
                  type="button"
                  onClick={() => onSelect(item.prompt_text)}
                  className={cn('min-w-0 flex-1 rounded-md p-1 text-left hover:bg-slate-50', focusRing)}
                >
                  <span className="block text-sm break-words text-slate-800">
                    {truncate(item.prompt_text, PROMPT_LIMITS.previewChars)}
                  </span>
                  <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                    <time dateTime={item.updated_at}>{formatDateTime(item.updated_at)}</time>
                    {item.is_active ? <Badge tone="success">In use</Badge> : null}
                  </span>
                </button>
                <Button
                  ref={editButton(item.id)}
                  variant="ghost"
                  size="sm"
                  aria-label={`Edit prompt saved ${formatDateTime(item.updated_at)}`}
                  title="Edit"
                  onClick={() => startEditing(item.id)}
                >
                  <Pencil aria-hidden className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete prompt saved ${formatDateTime(item.updated_at)}`}
                  title="Delete"
                  onClick={() => setConfirming(item)}
                >
                  <Trash2 aria-hidden className="size-4 text-red-600" />
                </Button>
              </li>
            ),
          )}
        </ul>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete prompt"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      >
        {TEXTS.prompt.confirmDelete}
      </ConfirmDialog>
    </Card>
  );
}

function EditPromptForm({
  item,
  onDone,
  onCancel,
}: {
  item: PromptHistoryItem;
  onDone: (text: string) => void;
  onCancel: () => void;
}) {
  const update = useUpdatePrompt();
  const [text, setText] = useState(item.prompt_text);
  const [fieldError, setFieldError] = useState<string | undefined>();
  // Opened from its Edit button, the form takes the keyboard into its text.
  const textArea = useRef<HTMLTextAreaElement>(null);
  useEffect(() => textArea.current?.focus(), []);

  function onSave() {
    const parsed = updatePromptBodySchema.safeParse({ prompt: text });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    update.mutate({ id: item.id, prompt: parsed.data.prompt }, { onSuccess: ({ prompt }) => onDone(prompt.prompt_text) });
  }

  return (
    <div className="space-y-3" onKeyDown={cancelOnEscape(onCancel)}>
      {update.isError ? <Alert tone="error">{describeUpdatePromptError(update.error)}</Alert> : null}
      <TextAreaField
        ref={textArea}
        label="Prompt text"
        rows={6}
        maxLength={PROMPT_LIMITS.promptMax}
        value={text}
        error={fieldError}
        onChange={(event) => {
          setFieldError(undefined);
          setText(event.target.value);
        }}
      />
      <div className="flex gap-2">
        <Button size="sm" onClick={onSave} disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

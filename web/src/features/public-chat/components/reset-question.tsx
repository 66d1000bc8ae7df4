import { useId } from 'react';
import { CHAT_TEXTS } from '@frontdesk/contracts/chat-texts';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** Asked under the header before the conversation is cleared; Escape keeps it (and does not close the widget). */
export function ResetQuestion({ onAnswer }: { onAnswer: (clear: boolean) => void }) {
  const questionId = useId();
  return (
    <div
      role="alertdialog"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onAnswer(false);
      }}
      className="flex shrink-0 flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm text-slate-800"
    >
      <p id={questionId} className="min-w-0 flex-1">
        {CHAT_TEXTS.resetQuestion}
      </p>
      <button
        type="button"
        autoFocus
        onClick={() => onAnswer(false)}
        className={cn('rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium', focusRing)}
      >
        {CHAT_TEXTS.resetCancel}
      </button>
      <button
        type="button"
        onClick={() => onAnswer(true)}
        className={cn('rounded-md bg-red-600 px-3 py-1.5 font-medium text-white hover:bg-red-700', focusRing)}
      >
        {CHAT_TEXTS.resetConfirm}
      </button>
    </div>
  );
}

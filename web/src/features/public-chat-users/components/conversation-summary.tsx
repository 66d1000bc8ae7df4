import { PUBLIC_CHAT_LIMITS } from '@frontdesk/contracts/public-chat';
import { cn } from '../../../lib/cn';
import { focusRing } from '../../../components/ui/button';
import { truncate } from '../../../lib/format';
import { TEXTS } from '@frontdesk/contracts/texts';

interface ConversationSummaryProps {
  summary: string;
  expanded: boolean;
  onToggle: () => void;
}

/** Document 001, section 2: cut at 150 characters, with Show More and Show Less. */
export function ConversationSummary({ summary, expanded, onToggle }: ConversationSummaryProps) {
  if (summary.trim() === '') return <span className="text-slate-400">No summary</span>;
  const long = summary.length > PUBLIC_CHAT_LIMITS.summaryPreviewChars;
  return (
    <div className="text-sm text-slate-700">
      <p className="break-words whitespace-pre-wrap">
        {long && !expanded ? truncate(summary, PUBLIC_CHAT_LIMITS.summaryPreviewChars) : summary}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={onToggle}
          className={cn('mt-1 rounded text-sm font-medium text-brand-700 hover:underline', focusRing)}
        >
          {expanded ? TEXTS.actions.showLess : TEXTS.actions.showMore}
        </button>
      ) : null}
    </div>
  );
}

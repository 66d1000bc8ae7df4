import { cn } from '../../../lib/cn';

interface MessageBubbleProps {
  role: 'user' | 'assistant';
  text: string;
  /** The visitor's bubbles wear the company's colour. */
  userColors: { background: string; text: string };
  /** True while the text is still arriving. */
  streaming?: boolean;
  /** When it was written (ISO); shown as the time of day. */
  at?: string | undefined;
}

const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

export function MessageBubble({ role, text, userColors, streaming = false, at }: MessageBubbleProps) {
  const mine = role === 'user';
  return (
    <div className={cn('flex flex-col gap-0.5', mine ? 'items-end' : 'items-start')}>
      <p
        aria-busy={streaming || undefined}
        data-role={role}
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-6 break-words whitespace-pre-wrap',
          mine ? 'rounded-br-sm' : 'rounded-bl-sm bg-slate-100 text-slate-900',
        )}
        style={mine ? { backgroundColor: userColors.background, color: userColors.text } : undefined}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Assistant: '}</span>
        {/* A message in Arabic or Hebrew runs right to left, whatever the page's direction. */}
        <span dir="auto" className="block">
          {text}
        </span>
      </p>
      {at ? (
        <time dateTime={at} className="px-1 text-[11px] text-slate-500">
          {timeOfDay.format(new Date(at))}
        </time>
      ) : null}
    </div>
  );
}

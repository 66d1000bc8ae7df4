import { useEffect, useRef } from 'react';
import { Check, CheckCheck, SmilePlus } from 'lucide-react';
import {
  MESSAGE_REACTION_NAMES,
  MESSAGE_REACTIONS,
  MESSAGES_TEXTS,
  type CompanyMessage,
  type MessageReaction,
} from '@frontdesk/contracts/messages';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';

export type Viewer = 'company' | 'operator';

interface MessageThreadProps {
  messages: readonly CompanyMessage[];
  viewer: Viewer;
  /** The search in force; while there is one, the view does not jump to the newest message. */
  query: string;
  /** Reactions are the company's to give; the operator sees them. */
  onReact?: (message: CompanyMessage, emoji: MessageReaction | null) => void;
}

export function matchingMessages(messages: readonly CompanyMessage[], query: string): CompanyMessage[] {
  const needle = query.trim().toLowerCase();
  return needle ? messages.filter((message) => message.message.toLowerCase().includes(needle)) : [...messages];
}

/** The conversation, oldest first: the other side on the left, the viewer's own on the right. */
export function MessageThread({ messages, viewer, query, onReact }: MessageThreadProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const shown = matchingMessages(messages, query);
  const searching = query.trim() !== '';
  const newest = messages.at(-1)?.id;

  useEffect(() => {
    // Scrolls the pane only, never the page around it.
    const pane = logRef.current;
    if (pane && !searching) pane.scrollTop = pane.scrollHeight;
  }, [newest, searching]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-label="Messages"
      className="h-[28rem] overflow-y-auto rounded-md border border-slate-200 bg-slate-50 p-3 sm:p-4"
    >
      {shown.length === 0 ? (
        <p className="py-16 text-center text-sm text-slate-500">
          {searching ? MESSAGES_TEXTS.noMatches(query.trim()) : MESSAGES_TEXTS.empty}
        </p>
      ) : (
        <ul className="space-y-3">
          {shown.map((message) => (
            <MessageItem key={message.id} message={message} viewer={viewer} onReact={onReact} />
          ))}
        </ul>
      )}
    </div>
  );
}

function MessageItem({
  message,
  viewer,
  onReact,
}: {
  message: CompanyMessage;
  viewer: Viewer;
  onReact?: MessageThreadProps['onReact'];
}) {
  const mine = viewer === 'company' ? !message.from_super_admin : message.from_super_admin;
  const author = message.from_super_admin ? 'Platform admin' : viewer === 'company' ? 'You' : 'Company';
  const read = message.read_status === 'read';
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm shadow-sm sm:max-w-[70%]',
          mine ? 'bg-brand-600 text-white' : 'border border-slate-200 bg-white text-slate-800',
        )}
      >
        <p className="sr-only">{mine && viewer === 'operator' ? 'You' : author} wrote:</p>
        <p className="whitespace-pre-wrap break-words">{message.message}</p>
      </div>
      <div className="mt-1 flex items-center gap-2 text-xs text-slate-500">
        <time dateTime={message.created_at}>{formatDateTime(message.created_at)}</time>
        {mine ? (
          <span title={read ? 'Read' : 'Sent'} className={cn('inline-flex', read && 'text-brand-600')}>
            {read ? <CheckCheck aria-hidden className="size-4" /> : <Check aria-hidden className="size-4" />}
            <span className="sr-only">{read ? 'Read' : 'Sent'}</span>
          </span>
        ) : null}
        {message.emoji_reaction && !onReact ? (
          <span aria-label={`Reaction: ${MESSAGE_REACTION_NAMES[message.emoji_reaction]}`}>{message.emoji_reaction}</span>
        ) : null}
        {onReact && !mine ? <ReactionPicker message={message} onReact={onReact} /> : null}
      </div>
    </li>
  );
}

/** The five reactions as buttons; choosing the current one again takes it back. */
function ReactionPicker({ message, onReact }: { message: CompanyMessage; onReact: NonNullable<MessageThreadProps['onReact']> }) {
  return (
    <div role="group" aria-label="React to this message" className="flex items-center gap-0.5">
      {message.emoji_reaction ? null : <SmilePlus aria-hidden className="size-4 text-slate-400" />}
      {MESSAGE_REACTIONS.map((emoji) => {
        const chosen = message.emoji_reaction === emoji;
        return (
          <button
            key={emoji}
            type="button"
            aria-label={MESSAGE_REACTION_NAMES[emoji]}
            aria-pressed={chosen}
            onClick={() => onReact(message, chosen ? null : emoji)}
            className={cn(
              'rounded px-1 text-base leading-6 transition',
              chosen ? 'bg-brand-100' : 'opacity-60 hover:opacity-100',
              focusRing,
            )}
          >
            {emoji}
          </button>
        );
      })}
    </div>
  );
}

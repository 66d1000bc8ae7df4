import { Fragment, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CalendarPlus, RotateCcw, SendHorizontal, X } from 'lucide-react';
import { BRAND_DEFAULTS } from '@frontdesk/contracts/branding';
import { PUBLIC_CHAT_LIMITS, type PublicCompany } from '@frontdesk/contracts/public-chat';
import { TEXTS } from '@frontdesk/contracts/texts';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { readableOnWhite, readableTextOn, safeColor } from '../brand-colors';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { BookedByAssistant } from './booked-by-assistant';
import { BookingCard } from './booking-card';
import { ContactFormCard } from './contact-form-card';
import { AnswerSourceNote } from './answer-source-note';
import { MessageBubble } from './message-bubble';
import { TypingIndicator } from '../../../components/ui/typing-indicator';
import { VoiceControl } from '../../voice/components/voice-control';
import { useVoiceControl, type ChatVoice } from '../../voice/lib/use-voice-control';

interface ChatWindowProps {
  company: PublicCompany;
  /** Where this tab keeps the conversation (sessionStorage), so a reload continues it. */
  storageKey: string;
  /** The visitor's id on the public page (none in the simulator): their conversion counts for A/B tests. */
  visitorId?: string;
  /** Under each answer, who answered and from which knowledge entries (the admin's simulator). */
  showSources?: boolean;
  /**
   * 'page' is the public chat (a framed column on a desktop, the whole screen on a phone); 'embed'
   * fills the widget's frame and can ask the host page to close it; 'panel' is a box with a
   * fixed-height list (the simulator).
   */
  layout: 'page' | 'embed' | 'panel';
  /** A second line under the company name. */
  subtitle?: ReactNode;
  /** Speaking and listening, when the company switched voice on. */
  voice?: ChatVoice | null;
}

/** The visitor's chat with a company's assistant: header in the brand colour, messages, input, footer. */
export function ChatWindow({
  company,
  storageKey,
  visitorId,
  showSources = false,
  layout,
  subtitle,
  voice = null,
}: ChatWindowProps) {
  const chat = useChatConversation(company.slug, storageKey, visitorId);
  const [draft, setDraft] = useState('');
  const [logoFailed, setLogoFailed] = useState(false);
  const [booking, setBooking] = useState(false);
  const [booked, setBooked] = useState<string[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const primary = safeColor(company.primary_color, BRAND_DEFAULTS.primary_color);
  const onPrimary = readableTextOn(primary);
  const Heading = layout === 'panel' ? 'h2' : 'h1';
  const secondary = safeColor(company.secondary_color, BRAND_DEFAULTS.secondary_color);

  useEffect(() => {
    if (layout !== 'embed') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') askHostToClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [layout]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages, chat.pending, chat.contact, chat.bookingOffered, chat.booked, booking, booked]);

  async function send(text: string): Promise<string | null> {
    if (text.trim() === '' || chat.sending) return null;
    setDraft('');
    const sent = await chat.send(text);
    // A refused message (too fast, too long) goes back into the box so it is not lost.
    if (sent.outcome === 'refused') setDraft((current) => (current === '' ? text : current));
    return sent.outcome === 'answered' ? sent.reply : null;
  }
  const speaking = useVoiceControl(voice, send);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(draft);
  }

  const suggestions = chat.messages.length === 0 && !chat.pending ? company.suggested_questions : [];

  const userColors = { background: primary, text: onPrimary };
  const canSend = draft.trim() !== '' && !chat.sending;

  return (
    <div
      className={cn(
        'flex flex-col bg-white',
        layout === 'page' &&
          'mx-auto h-dvh w-full max-w-3xl sm:h-[calc(100dvh-3rem)] sm:overflow-hidden sm:rounded-2xl sm:border sm:border-slate-200 sm:shadow-xl',
        layout === 'embed' && 'fixed inset-0',
        layout === 'panel' && 'overflow-hidden rounded-lg border border-slate-200 shadow-sm',
      )}
    >
      <header className="flex shrink-0 items-center gap-3 px-4 py-3" style={{ backgroundColor: primary, color: onPrimary }}>
        {company.logo_url && !logoFailed ? (
          <img
            src={company.logo_url}
            alt={`${company.name} logo`}
            className="size-9 shrink-0 rounded-full bg-white object-contain p-0.5"
            onError={() => setLogoFailed(true)}
          />
        ) : (
          <span
            aria-hidden
            className="grid size-9 shrink-0 place-items-center rounded-full bg-white/20 text-base font-semibold uppercase"
          >
            {company.name.trim().charAt(0) || '?'}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <Heading className="truncate text-base font-semibold">{company.name}</Heading>
          {subtitle ? <p className="truncate text-sm opacity-90">{subtitle}</p> : null}
        </div>
        {company.booking_enabled ? (
          <HeaderButton label="Book an appointment" onClick={() => setBooking(true)}>
            <CalendarPlus aria-hidden className="size-4" />
          </HeaderButton>
        ) : null}
        {chat.messages.length > 0 ? (
          <HeaderButton label="Start a new conversation" onClick={chat.reset}>
            <RotateCcw aria-hidden className="size-4" />
          </HeaderButton>
        ) : null}
        {layout === 'embed' ? (
          <HeaderButton label="Close the chat" onClick={askHostToClose}>
            <X aria-hidden className="size-5" />
          </HeaderButton>
        ) : null}
      </header>

      <div
        ref={listRef}
        role="log"
        aria-label="Conversation"
        aria-live="polite"
        // relative: the screen-reader-only labels (absolutely positioned) belong to the scrolling list,
        // so they can never stretch the page past the screen and slide the header away on a phone.
        className={cn(
          'relative space-y-3 overflow-y-auto overscroll-contain p-4',
          layout === 'panel' ? 'h-96' : 'min-h-0 flex-1',
        )}
      >
        {company.welcome_message ? (
          <MessageBubble role="assistant" text={company.welcome_message} userColors={userColors} />
        ) : null}
        {chat.messages.map((message) => (
          <Fragment key={message.id}>
            <MessageBubble role={message.role} text={message.text} at={message.at} userColors={userColors} />
            {showSources && message.source ? <AnswerSourceNote source={message.source} /> : null}
          </Fragment>
        ))}
        {suggestions.length > 0 ? (
          <ul aria-label="Suggested questions" className="flex flex-wrap gap-2 pt-1">
            {suggestions.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  onClick={() => void send(question)}
                  className={cn('rounded-full border bg-white px-3 py-1.5 text-sm hover:bg-slate-50', focusRing)}
                  style={{ borderColor: secondary, color: readableOnWhite(secondary) }}
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {chat.pending ? (
          chat.pending.text === '' ? (
            <TypingIndicator />
          ) : (
            <MessageBubble role="assistant" text={chat.pending.text} userColors={userColors} streaming />
          )
        ) : null}
        {booked.map((confirmation) => (
          <MessageBubble key={confirmation} role="assistant" text={confirmation} userColors={userColors} />
        ))}
        {chat.booked.map((appointment) => (
          <BookedByAssistant key={appointment.manage_url} appointment={appointment} />
        ))}
        {booking || chat.bookingOffered ? (
          <BookingCard
            slug={company.slug}
            visitorId={visitorId}
            onBooked={(confirmation) => {
              setBooking(false);
              chat.closeBookingOffer();
              setBooked((current) => [...current, confirmation]);
            }}
            onDismiss={() => {
              setBooking(false);
              chat.closeBookingOffer();
            }}
          />
        ) : null}
        {chat.contact === 'open' ? (
          <ContactFormCard
            slug={company.slug}
            sessionId={chat.sessionId}
            visitorId={visitorId}
            onSent={chat.contactSent}
            onDismiss={chat.closeContact}
          />
        ) : null}
      </div>

      <div className="shrink-0 border-t border-slate-200">
        {speaking ? <VoiceControl {...speaking} colors={userColors} /> : null}
        {chat.notice ? (
          <p role="alert" className="px-4 pt-2 text-xs font-medium text-amber-700">
            {chat.notice}
          </p>
        ) : null}
        <form onSubmit={(event) => void onSubmit(event)} className="flex gap-2 p-3">
          <label htmlFor={inputId} className="sr-only">
            Message
          </label>
          <input
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={TEXTS.chat.placeholder}
            maxLength={PUBLIC_CHAT_LIMITS.messageMax}
            autoComplete="off"
            enterKeyHint="send"
            className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none sm:text-sm"
          />
          <button
            type="submit"
            disabled={!canSend}
            className={cn(
              'inline-flex shrink-0 items-center gap-2 rounded-full px-4 py-2 text-sm font-medium shadow-sm transition-opacity',
              'disabled:cursor-not-allowed disabled:opacity-50',
              focusRing,
            )}
            style={{ backgroundColor: primary, color: onPrimary }}
          >
            <SendHorizontal aria-hidden className="size-4" />
            {TEXTS.chat.send}
          </button>
        </form>
        <footer className="flex flex-wrap items-center justify-between gap-2 px-4 pb-[max(0.5rem,env(safe-area-inset-bottom))] text-xs text-slate-500">
          <span>{`${TEXTS.chat.poweredBy} Frontdesk`}</span>
          {chat.contact === 'closed' ? (
            <button type="button" onClick={chat.openContact} className={cn('rounded underline hover:text-slate-700', focusRing)}>
              Leave your contact details
            </button>
          ) : null}
        </footer>
      </div>
    </div>
  );
}

/** Inside the widget's frame: the loader on the host page (any site) listens for this and closes it. */
function askHostToClose() {
  window.parent.postMessage({ type: 'frontdesk:close' }, '*');
}

/** An icon button in the coloured header; its label is also its tooltip. */
function HeaderButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={cn('rounded-md p-2 hover:bg-black/10', focusRing)}
    >
      {children}
    </button>
  );
}

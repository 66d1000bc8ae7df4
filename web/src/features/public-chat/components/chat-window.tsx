import {
  Fragment,
  lazy,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
} from 'react';
import { CalendarPlus, RotateCcw, SendHorizontal, X } from 'lucide-react';
import { BRAND_DEFAULTS } from '@frontdesk/contracts/brand-defaults';
import type { PublicCompany } from '@frontdesk/contracts/public-chat';
import { PUBLIC_CHAT_LIMITS } from '@frontdesk/contracts/public-chat-limits';
import { CHAT_TEXTS } from '@frontdesk/contracts/chat-texts';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { readableOnWhite, readableTextOn, safeColor } from '../brand-colors';
import type { AnswerSource } from '../chat-storage';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { LoadedOnUse } from './loaded-on-use';
import { MessageBubble } from './message-bubble';
import { LoadingState } from '../../../components/ui/spinner';
import { TypingIndicator } from '../../../components/ui/typing-indicator';
import type { ChatVoice } from '../../voice/lib/use-voice-control';

// How much of the conversation above an answer stays in view when a card below it is shown.
const ANSWER_TOP_MARGIN_PX = 8;

// Loaded when first shown, so a visitor pays for them only when used: speech (the company's
// choice), booking and the contact form (the visitor's or the assistant's, mid-conversation).
const ChatVoiceControl = lazy(async () => ({
  default: (await import('../../voice/components/chat-voice-control')).ChatVoiceControl,
}));
const BookingCard = lazy(async () => ({ default: (await import('./booking-card')).BookingCard }));
const BookedAppointment = lazy(async () => ({ default: (await import('./booked-appointment')).BookedAppointment }));
const ContactFormCard = lazy(async () => ({ default: (await import('./contact-form-card')).ContactFormCard }));
const ResetQuestion = lazy(async () => ({ default: (await import('./reset-question')).ResetQuestion }));

interface ChatWindowProps {
  company: PublicCompany;
  /** Where this tab keeps the conversation (sessionStorage), so a reload continues it. */
  storageKey: string;
  /** The visitor's id on the public page (none in the simulator): their conversion counts for A/B tests. */
  visitorId?: string;
  /** The signed-in member's session, sent with each message (the simulator), so tests are not counted as visitors. */
  memberToken?: () => string | null;
  /** In the widget's frame without storage of its own: the loader on the host page keeps the conversation. */
  hostKeeps?: boolean;
  /** Opens with the booking card (the visitor came to book another time). */
  openBooking?: boolean;
  /** Under each answer, who answered and from which knowledge entries (the admin's simulator). */
  sourceNote?: (source: AnswerSource) => ReactNode;
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
  memberToken,
  hostKeeps,
  openBooking = false,
  sourceNote,
  layout,
  subtitle,
  voice = null,
}: ChatWindowProps) {
  const chat = useChatConversation(company.slug, storageKey, { visitorId, memberToken, hostKeeps });
  const [draft, setDraft] = useState('');
  const [logoFailed, setLogoFailed] = useState(false);
  const [booking, setBooking] = useState(openBooking && company.booking_enabled);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const relatedId = useId();
  const countId = useId();
  const primary = safeColor(company.primary_color, BRAND_DEFAULTS.primary_color);
  const onPrimary = readableTextOn(primary);
  const Heading = layout === 'panel' ? 'h2' : 'h1';
  const secondary = safeColor(company.secondary_color, BRAND_DEFAULTS.secondary_color);

  // The message box takes the focus where a keyboard is at hand; on a touch screen the keyboard
  // would cover the conversation the visitor came to read.
  const focusMessageBox = useCallback(() => {
    if (window.matchMedia?.('(pointer: fine)').matches !== false) inputRef.current?.focus();
  }, []);

  useEffect(() => {
    if (layout !== 'embed') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') askHostToClose();
    };
    // The visitor's keys go to the message box, not to the host page. The loader asks once the chat
    // is ready (below), and each time the widget opens again.
    const onMessage = (event: MessageEvent<unknown>) => {
      if (event.source === window.parent && isFocusRequest(event.data)) focusMessageBox();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: 'frontdesk:ready' }, '*');
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('message', onMessage);
    };
  }, [layout, focusMessageBox]);

  // The conversation follows its end, except that a card an answer brings (the contact form, the
  // booking card) never scrolls that answer's first line out of view: the visitor reads the answer,
  // then the card below it.
  const cardAfterAnswer = (chat.contact === 'offered' || chat.bookingOffered) && !booking;
  const follow = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const end = list.scrollHeight - list.clientHeight;
    const answers = cardAfterAnswer ? list.querySelectorAll<HTMLElement>('[data-role="assistant"]') : [];
    const answer = answers[answers.length - 1];
    list.scrollTop = answer ? Math.min(end, answer.offsetTop - ANSWER_TOP_MARGIN_PX) : end;
  }, [cardAfterAnswer]);
  useEffect(follow, [follow, chat.messages, chat.pending, chat.contact, chat.bookingOffered, chat.booked, chat.related, booking]);

  async function send(text: string): Promise<string | null> {
    if (text.trim() === '' || chat.sending || text.length > PUBLIC_CHAT_LIMITS.messageMax) return null;
    // The conversation moves on: free times left open would push the answer out of sight.
    setBooking(false);
    chat.closeBookingOffer();
    setDraft('');
    const sent = await chat.send(text);
    // A refused message (too fast, too long) goes back into the box so it is not lost.
    if (sent.outcome === 'refused') setDraft((current) => (current === '' ? text : current));
    return sent.outcome === 'answered' ? sent.reply : null;
  }

  // The tapped list goes away with the message it sends; the input keeps a keyboard user's place.
  function sendTopic(topic: string) {
    inputRef.current?.focus();
    void send(topic);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(draft);
  }

  const suggestions = chat.messages.length === 0 && !chat.pending ? company.suggested_questions : [];
  const chipColors = { borderColor: secondary, color: readableOnWhite(secondary) };

  const userColors = { background: primary, text: onPrimary };
  const tooLong = draft.length > PUBLIC_CHAT_LIMITS.messageMax;
  const canSend = draft.trim() !== '' && !chat.sending && !tooLong;
  // The count shows as the message nears what the server takes, so nothing is cut or refused unannounced.
  const showCount = draft.length > PUBLIC_CHAT_LIMITS.messageMax * 0.9;

  return (
    <div
      // Any touch, click or focus in the chat (the input, a suggestion, the microphone) readies sending.
      onPointerDown={chat.prepare}
      onFocus={chat.prepare}
      // The app's accent (focus rings, the message box's border) in the company's colour, as dark as reads on white.
      style={{ '--color-brand-600': readableOnWhite(primary) } as CSSProperties}
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
          <HeaderButton label="Start a new conversation" onClick={() => setConfirmingReset(true)}>
            <RotateCcw aria-hidden className="size-4" />
          </HeaderButton>
        ) : null}
        {layout === 'embed' ? (
          <HeaderButton label="Close the chat" onClick={askHostToClose}>
            <X aria-hidden className="size-5" />
          </HeaderButton>
        ) : null}
      </header>
      {confirmingReset && chat.messages.length > 0 ? (
        <LoadedOnUse>
          <ResetQuestion
            onAnswer={(clear) => {
              setConfirmingReset(false);
              if (clear) chat.reset();
              inputRef.current?.focus();
            }}
          />
        </LoadedOnUse>
      ) : null}

      <div
        ref={listRef}
        role="log"
        aria-label="Conversation"
        aria-live="polite"
        // relative: the screen-reader-only labels (absolutely positioned) belong to the scrolling list,
        // so they can never stretch the page past the screen and slide the header away on a phone.
        // A panel (the simulator) has the message list of 96-unit height of document 001.
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
            {sourceNote && message.source ? sourceNote(message.source) : null}
          </Fragment>
        ))}
        {suggestions.length > 0 ? (
          <Chips label="Suggested questions" items={suggestions} onPick={(question) => void send(question)} colors={chipColors} />
        ) : null}
        {chat.related.length > 0 ? (
          <div className="pt-1">
            <p id={relatedId} className="pb-2 text-xs text-slate-500">
              {CHAT_TEXTS.relatedTopics}
            </p>
            <Chips labelledBy={relatedId} items={chat.related} onPick={sendTopic} colors={chipColors} />
          </div>
        ) : null}
        {chat.pending && chat.pending.text !== '' ? (
          <MessageBubble role="assistant" text={chat.pending.text} userColors={userColors} streaming />
        ) : chat.awaitingAnswer ? (
          <TypingIndicator />
        ) : null}
        {chat.booked.map((appointment) => (
          <LoadedOnUse key={appointment.manage_url} onShown={follow}>
            <BookedAppointment appointment={appointment} />
          </LoadedOnUse>
        ))}
        {booking || chat.bookingOffered ? (
          <LoadedOnUse placeholder={<LoadingState label="Finding free times..." />} onShown={follow}>
            <BookingCard
              slug={company.slug}
              firstDay={chat.bookingFrom}
              visitorId={visitorId}
              takeFocus={booking}
              onBooked={(appointment) => {
                setBooking(false);
                chat.closeBookingOffer();
                chat.addBooked(appointment);
                // The booked card announces itself (a status); the visitor goes on in the message box.
                focusMessageBox();
              }}
              onDismiss={() => {
                setBooking(false);
                chat.closeBookingOffer();
                focusMessageBox();
              }}
              brand={{ backgroundColor: primary, color: onPrimary, link: readableOnWhite(primary) }}
            />
          </LoadedOnUse>
        ) : null}
        {chat.contact === 'open' || chat.contact === 'offered' ? (
          <LoadedOnUse onShown={follow}>
            <ContactFormCard
              slug={company.slug}
              sessionId={chat.sessionId}
              visitorId={visitorId}
              onSent={chat.contactSent}
              onDismiss={chat.closeContact}
              onStarted={chat.keepContact}
              brand={{ backgroundColor: primary, color: onPrimary }}
            />
          </LoadedOnUse>
        ) : null}
      </div>

      <div className="shrink-0 border-t border-slate-200">
        {voice ? (
          <LoadedOnUse>
            <ChatVoiceControl voice={voice} ask={send} colors={userColors} />
          </LoadedOnUse>
        ) : null}
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
            ref={inputRef}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder={CHAT_TEXTS.placeholder}
            aria-invalid={tooLong || undefined}
            aria-describedby={showCount ? countId : undefined}
            autoComplete="off"
            dir="auto"
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
            {CHAT_TEXTS.send}
          </button>
        </form>
        {showCount ? (
          <p id={countId} className={cn('px-4 pb-1 text-xs', tooLong ? 'font-medium text-red-700' : 'text-slate-500')}>
            {tooLong
              ? CHAT_TEXTS.tooLong(PUBLIC_CHAT_LIMITS.messageMax.toLocaleString('en-US'))
              : `${draft.length.toLocaleString('en-US')} / ${PUBLIC_CHAT_LIMITS.messageMax.toLocaleString('en-US')}`}
          </p>
        ) : null}
        <footer className="flex flex-wrap items-center justify-between gap-2 px-4 pb-[max(0.5rem,env(safe-area-inset-bottom))] text-xs text-slate-500">
          <span>{`${CHAT_TEXTS.poweredBy} Frontdesk`}</span>
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

/** The loader's word that the widget is open, for the visitor to type in; only the frame's own parent is heard. */
function isFocusRequest(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === 'frontdesk:focus';
}

/** Short texts a visitor can tap to send: questions to start with, or topics after a decline. */
function Chips({
  items,
  onPick,
  colors,
  ...name
}: {
  items: string[];
  onPick: (item: string) => void;
  colors: { borderColor: string; color: string };
} & ({ label: string; labelledBy?: never } | { labelledBy: string; label?: never })) {
  return (
    <ul aria-label={name.label} aria-labelledby={name.labelledBy} className="flex flex-wrap gap-2 pt-1">
      {items.map((item) => (
        // max-w-full here too: a flex item is as wide as its longest word unless bounded, and a title
        // with nowhere to break would run past the chat's edge.
        <li key={item} className="max-w-full min-w-0">
          <button
            type="button"
            onClick={() => onPick(item)}
            className={cn(
              'max-w-full rounded-full border bg-white px-3 py-1.5 text-left text-sm [overflow-wrap:anywhere] hover:bg-slate-50',
              focusRing,
            )}
            style={colors}
          >
            {item}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** An icon button in the coloured header; its label is also its tooltip. */
function HeaderButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      // In the header's own text colour, which reads on the brand colour (the app's focus ring may not).
      className="rounded-md p-2 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
    >
      {children}
    </button>
  );
}

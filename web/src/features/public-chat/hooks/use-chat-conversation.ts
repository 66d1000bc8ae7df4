import { useEffect, useReducer, useRef, useState } from 'react';
import { ERROR_CODES } from '@frontdesk/contracts/error-codes';
import type { ChatBooked, ChatStreamEvent } from '@frontdesk/contracts/public-chat';
import { CHAT_TEXTS } from '@frontdesk/contracts/chat-texts';
import { VALIDATION_TEXT } from '@frontdesk/contracts/page-error-texts';
import { ApiError } from '../../../lib/api-error';
import { getConversation } from '../api/get-conversation';
import { loadStreamReader } from '../api/load-stream-reader';
import { loadConversation, saveConversation, type ChatMessage, type StoredConversation } from '../chat-storage';
import { conversationFromHost, tellHost } from '../host-kept-conversation';

/**
 * 'offered': opened by the assistant after a decline, and closed by its next answer, so a visitor
 * who went on asking does not find the form over the answers; 'open': opened by the visitor, and
 * left open with whatever they typed in it.
 */
export type ContactFormState = 'closed' | 'offered' | 'open' | 'sent';

interface ChatState {
  sessionId: string | null;
  messages: ChatMessage[];
  /** The answer being written, from the moment the visitor sends until done; null otherwise. */
  pending: { id: string; text: string } | null;
  /** A short notice near the input: a refused message (too fast, invalid, chat closed). */
  notice: string | null;
  contact: ContactFormState;
  /** The assistant offered the booking card (the visitor asked to book). */
  bookingOffered: boolean;
  /** The day the offered card opens on, the one the visitor named (YYYY-MM-DD); null: the company's today. */
  bookingFrom: string | null;
  /** Appointments booked in this conversation (on the card or by the assistant), with their links. */
  booked: ChatBooked[];
  /** Topics the visitor may tap after the last answer declined (knowledge titles); empty otherwise. */
  related: string[];
  /** Whether the conversation was handed back by the widget's host page (it may end on a question). */
  restored: boolean;
}

type ChatAction =
  | { type: 'sent'; message: ChatMessage; replyId: string }
  | ChatStreamEvent
  | { type: 'failed'; text: string }
  | { type: 'refused'; messageId: string; notice: string }
  | { type: 'contact'; state: 'open' | 'closed' }
  | { type: 'contact-sent'; thanks: string }
  | { type: 'booking-offer-closed' }
  | { type: 'booked-on-card'; appointment: ChatBooked }
  | { type: 'answer-found'; questionId: string; text: string }
  | { type: 'restored'; conversation: StoredConversation }
  | { type: 'reset' };

// A page reloaded while its answer was being written asks the server for it (the server finishes
// and stores an answer whose visitor left), and again a little later until it is stored: about 15 s.
const ANSWER_LOOKUPS = 10;
const ANSWER_LOOKUP_INTERVAL_MS = 1500;

let idCounter = 0;
/** Ids for list keys; crypto.randomUUID is missing on plain-http installs. */
const nextId = () => `m${Date.now().toString(36)}${(idCounter += 1).toString(36)}`;

/** A message as shown, with the time it was written. */
function written(role: ChatMessage['role'], text: string, id = nextId()): ChatMessage {
  return { id, role, text, at: new Date().toISOString() };
}

/** The messages, plus the answer written so far when there is one. */
function withPartialAnswer({ messages, pending }: ChatState): ChatMessage[] {
  return pending && pending.text !== '' ? [...messages, written('assistant', pending.text, pending.id)] : messages;
}

/** A conversation as it was kept, ready to go on. */
function fromStored({ contactSent, contactShown, ...stored }: StoredConversation): ChatState {
  return {
    ...stored,
    pending: null,
    notice: null,
    // A form shown before the reload comes back as the assistant's offer: what was typed in it is gone.
    contact: contactSent ? 'sent' : contactShown ? 'offered' : 'closed',
    bookingOffered: false,
    bookingFrom: null,
    restored: false,
  };
}

function nextContactState(contact: ContactFormState, askForContact: boolean): ContactFormState {
  if (contact === 'sent' || contact === 'open') return contact;
  return askForContact ? 'offered' : 'closed';
}

function reducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'sent':
      return {
        ...state,
        messages: [...state.messages, action.message],
        pending: { id: action.replyId, text: '' },
        notice: null,
        related: [],
      };
    case 'session':
      return { ...state, sessionId: action.sessionId };
    case 'delta':
      return state.pending ? { ...state, pending: { ...state.pending, text: state.pending.text + action.text } } : state;
    case 'done': {
      // Document 001, section 8: a missing reply gets the apology too.
      const reply = action.reply || state.pending?.text || CHAT_TEXTS.apology;
      return {
        ...state,
        sessionId: action.sessionId,
        messages: [
          ...state.messages,
          {
            ...written('assistant', reply, state.pending?.id),
            source: { answeredBy: action.answeredBy, knowledge: action.knowledge },
          },
        ],
        pending: null,
        contact: nextContactState(state.contact, action.askForContact),
        bookingOffered: state.bookingOffered || action.offerBooking,
        bookingFrom: action.offerBooking ? action.bookingFrom : state.bookingFrom,
        booked: action.booked ? [...state.booked, action.booked] : state.booked,
        related: action.related,
      };
    }
    case 'error':
    case 'failed': {
      // Whatever was already written stays; the apology follows it.
      const text = action.type === 'error' ? action.message : action.text;
      const messages = withPartialAnswer(state);
      return { ...state, messages: [...messages, written('assistant', text)], pending: null };
    }
    case 'refused':
      return {
        ...state,
        messages: state.messages.filter((m) => m.id !== action.messageId),
        pending: null,
        notice: action.notice,
      };
    case 'contact':
      return state.contact === 'sent' || state.contact === action.state ? state : { ...state, contact: action.state };
    case 'booking-offer-closed':
      return { ...state, bookingOffered: false, bookingFrom: null };
    case 'booked-on-card':
      return { ...state, booked: [...state.booked, action.appointment] };
    case 'answer-found':
      // Only while the question is still the last thing said: the visitor may have gone on.
      return state.pending === null && state.messages.at(-1)?.id === action.questionId
        ? { ...state, messages: [...state.messages, written('assistant', action.text)] }
        : state;
    case 'contact-sent':
      // The thanks follows the decline, so the topics it offered no longer sit under it.
      return {
        ...state,
        contact: 'sent',
        messages: [...state.messages, written('assistant', action.thanks)],
        related: [],
      };
    case 'restored':
      // Handed back by the widget's host page as the frame opens: only a conversation not yet begun gives way.
      return state.messages.length === 0 && state.pending === null
        ? { ...fromStored(action.conversation), restored: true }
        : state;
    case 'reset':
      return {
        sessionId: null,
        messages: [],
        pending: null,
        notice: null,
        contact: 'closed',
        bookingOffered: false,
        bookingFrom: null,
        booked: [],
        related: [],
        restored: false,
      };
  }
}

type StoredMessage = Awaited<ReturnType<typeof getConversation>>[number];

/**
 * The stored answer to the conversation's last question: the server's messages end with it, and
 * the visitor's last two messages before it are the conversation's. Its text alone would take an
 * earlier answer to a question asked twice ("yes") for the answer to the new one.
 */
function answerTo(messages: ChatMessage[], stored: StoredMessage[]): string | null {
  const answer = stored.at(-1);
  if (answer?.role !== 'assistant' || stored.at(-2)?.role !== 'user') return null;
  const asked = (list: { role: string; text: string }[]) =>
    list
      .filter((message) => message.role === 'user')
      .slice(-2)
      .map((message) => message.text);
  const local = asked(messages);
  const server = asked(stored.slice(0, -1));
  return local.length === server.length && local.every((text, i) => text === server[i]) ? answer.text : null;
}

/** The notice for a message the server refused before answering; null when it simply failed. */
function refusalNotice(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.kind !== 'http') return null;
  switch (error.status) {
    case 429:
      return error.serverMessage ?? CHAT_TEXTS.tooManyMessages;
    case 400:
      return error.serverMessage ?? VALIDATION_TEXT;
    case 403:
      return error.serverCode === ERROR_CODES.chatUnavailable
        ? CHAT_TEXTS.unavailable
        : (error.serverMessage ?? CHAT_TEXTS.unavailable);
    case 404:
      return CHAT_TEXTS.companyNotFound;
    default:
      return null;
  }
}

/** What became of a message: answered (with the answer shown), refused before answering, or not sent. */
export type SendOutcome = { outcome: 'answered'; reply: string } | { outcome: 'refused' | 'ignored' };

/** Who is chatting: a visitor of the public page (their id), or a signed-in member trying it (their session). */
export interface Chatter {
  visitorId?: string;
  memberToken?: () => string | null;
  /** In the widget's frame without storage of its own: the loader on the host page keeps the conversation. */
  hostKeeps?: boolean;
}

/**
 * One visitor's conversation with a company's assistant: the messages, the answer being
 * streamed, refusals, and the contact form. The session id and messages are kept in
 * sessionStorage under `storageKey`, so a reload continues the same conversation; in a widget
 * frame without storage, by the host page's loader (host-kept-conversation.ts).
 */
export function useChatConversation(
  slug: string,
  storageKey: string,
  { visitorId, memberToken, hostKeeps = false }: Chatter = {},
) {
  const [state, dispatch] = useReducer(reducer, storageKey, (key) => fromStored(loadConversation(key)));
  const inFlight = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  const toldHost = useRef(false);
  // Asking the server for an answer a reload left unshown: the visitor sees it being written.
  const [lookingUp, setLookingUp] = useState(false);

  useEffect(() => {
    stateRef.current = state;
  });

  useEffect(() => {
    const kept: StoredConversation = {
      sessionId: state.sessionId,
      messages: state.messages,
      contactSent: state.contact === 'sent',
      booked: state.booked,
      contactShown: state.contact === 'offered' || state.contact === 'open',
      related: state.related,
    };
    if (!hostKeeps) saveConversation(storageKey, kept);
    // The frame's first, empty conversation is not told: it would overwrite the one the host hands back.
    else if (toldHost.current || kept.messages.length > 0 || kept.booked.length > 0) {
      toldHost.current = true;
      tellHost(kept, visitorId);
    }
  }, [storageKey, hostKeeps, visitorId, state.sessionId, state.messages, state.contact, state.booked, state.related]);

  // Listening before the frame says it is ready (the chat window's effects run after this hook's).
  useEffect(() => {
    if (!hostKeeps) return;
    const onMessage = (event: MessageEvent<unknown>) => {
      const conversation = conversationFromHost(event);
      if (conversation) dispatch({ type: 'restored', conversation });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [hostKeeps]);

  // A visitor who leaves the page stops the answer they were waiting for.
  useEffect(() => () => inFlight.current?.abort(), []);

  // Opened on a question left unanswered (the page was reloaded mid-answer, or the host site's next
  // page handed back a conversation told before its answer came): the stored answer, asked for
  // until the server has stored it; the apology if it never comes.
  useEffect(() => {
    const { sessionId, messages } = stateRef.current;
    const question = messages.at(-1);
    if (!sessionId || !visitorId || question?.role !== 'user') return;
    let stopped = false;
    setLookingUp(true);
    void (async () => {
      // The visitor went on (a new message, a new conversation): the old question's answer is no longer awaited.
      const overtaken = () => stateRef.current.messages.at(-1)?.id !== question.id;
      for (let lookup = 0; lookup < ANSWER_LOOKUPS; lookup += 1) {
        if (lookup > 0) await new Promise((resolve) => setTimeout(resolve, ANSWER_LOOKUP_INTERVAL_MS));
        if (stopped) return;
        if (overtaken()) {
          setLookingUp(false);
          return;
        }
        const stored = await getConversation(slug, sessionId, visitorId).catch(() => null);
        const answer = stored ? answerTo(messages, stored) : null;
        if (stopped) return;
        if (answer !== null) {
          dispatch({ type: 'answer-found', questionId: question.id, text: answer });
          setLookingUp(false);
          return;
        }
      }
      dispatch({ type: 'answer-found', questionId: question.id, text: CHAT_TEXTS.apology });
      setLookingUp(false);
    })();
    return () => {
      stopped = true;
      setLookingUp(false);
    };
  }, [slug, visitorId, state.restored]);

  async function send(raw: string): Promise<SendOutcome> {
    const message = raw.trim();
    if (message === '' || inFlight.current) return { outcome: 'ignored' };
    const controller = new AbortController();
    inFlight.current = controller;
    const userMessage = written('user', message);
    const { sessionId } = stateRef.current;
    dispatch({ type: 'sent', message: userMessage, replyId: nextId() });
    let streamed = '';
    let reply: string | null = null;
    try {
      const { streamChatReply } = await loadStreamReader();
      await streamChatReply(
        slug,
        { message, ...(sessionId ? { sessionId } : {}), ...(visitorId ? { visitorId } : {}) },
        {
          signal: controller.signal,
          memberToken: memberToken?.() ?? null,
          onEvent: (event) => {
            if (event.type === 'delta') streamed += event.text;
            // The same answer the reducer shows (document 001, section 8: a missing reply is the apology).
            else if (event.type === 'done') reply = event.reply || streamed || CHAT_TEXTS.apology;
            else if (event.type === 'error') reply = event.message;
            dispatch(event);
          },
        },
      );
      return { outcome: 'answered', reply: reply ?? CHAT_TEXTS.apology };
    } catch (error) {
      if (controller.signal.aborted) return { outcome: 'ignored' };
      const notice = refusalNotice(error);
      if (notice) {
        dispatch({ type: 'refused', messageId: userMessage.id, notice });
        return { outcome: 'refused' };
      }
      dispatch({ type: 'failed', text: CHAT_TEXTS.apology });
      return { outcome: 'answered', reply: CHAT_TEXTS.apology };
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }

  return {
    sessionId: state.sessionId,
    messages: state.messages,
    pending: state.pending,
    /** An answer is on its way: being written, or being asked for after a reload. */
    awaitingAnswer: state.pending !== null || (lookingUp && state.messages.at(-1)?.role === 'user'),
    sending: state.pending !== null,
    notice: state.notice,
    contact: state.contact,
    send,
    /** Loads what sending needs ahead of the first message; a failure shows when sending. */
    prepare: () => void loadStreamReader().catch(() => undefined),
    openContact: () => dispatch({ type: 'contact', state: 'open' }),
    closeContact: () => dispatch({ type: 'contact', state: 'closed' }),
    keepContact: () => dispatch({ type: 'contact', state: 'open' }),
    contactSent: (thanks: string) => dispatch({ type: 'contact-sent', thanks }),
    bookingOffered: state.bookingOffered,
    bookingFrom: state.bookingFrom,
    closeBookingOffer: () => dispatch({ type: 'booking-offer-closed' }),
    booked: state.booked,
    addBooked: (appointment: ChatBooked) => dispatch({ type: 'booked-on-card', appointment }),
    related: state.related,
    reset: () => {
      inFlight.current?.abort();
      inFlight.current = null;
      dispatch({ type: 'reset' });
    },
  };
}

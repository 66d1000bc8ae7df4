import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Bot, Send } from 'lucide-react';
import {
  BUSINESS_CHAT_MESSAGE_MAX,
  BUSINESS_CHAT_QUICK_QUESTIONS,
  BUSINESS_CHAT_TEXTS,
  type BusinessData,
} from '@frontdesk/contracts/business-chat';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { TypingIndicator } from '../../../components/ui/typing-indicator';
import { cn } from '../../../lib/cn';
import { useAskBusinessChat } from '../api/ask-business-chat';

/** Document 001, the business chat message: text, isUser, timestamp, optional data (and its sources). */
type ChatMessage = { id: number; text: string; isUser: boolean; timestamp: Date; data?: BusinessData | null; sources?: string[] };

const timeFormat = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/** Document 001, Business Chat: questions about the company's own data, with quick questions. */
export function BusinessChatPage() {
  const ask = useAskBusinessChat();
  const [input, setInput] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const nextId = useRef(1);
  const endRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages, ask.isPending]);

  function add(message: Omit<ChatMessage, 'id' | 'timestamp'>) {
    const id = nextId.current;
    nextId.current += 1;
    setMessages((current) => [...current, { ...message, id, timestamp: new Date() }]);
  }

  function send(event: FormEvent) {
    event.preventDefault();
    const text = input.trim();
    // Document 001: trimmed; empty, or sent while waiting, is ignored.
    if (!text || ask.isPending) return;
    add({ text, isUser: true });
    setInput('');
    ask.mutate(text, {
      onSuccess: (reply) => add({ text: reply.reply, isUser: false, data: reply.data, sources: reply.sources }),
      onError: () => add({ text: BUSINESS_CHAT_TEXTS.failure, isUser: false }),
    });
  }

  function fill(question: string) {
    setInput(question);
    inputRef.current?.focus();
  }

  return (
    <>
      <PageHeader
        title="Business Intelligence Chat"
        description="Ask about your leads, conversions, visitors and appointments in plain words."
      />
      <Card className="flex flex-col">
        <div role="log" aria-live="polite" aria-label="Conversation" className="max-h-[60vh] min-h-64 space-y-4 overflow-y-auto">
          <div className="flex gap-3">
            <Bot aria-hidden className="text-brand-600 mt-1 size-5 shrink-0" />
            <div className="text-sm text-slate-800">
              <p>{BUSINESS_CHAT_TEXTS.greeting}</p>
              <ul className="mt-2 list-disc pl-5 text-slate-600">
                {BUSINESS_CHAT_QUICK_QUESTIONS.slice(0, 3).map((question) => (
                  <li key={question}>{question}</li>
                ))}
              </ul>
            </div>
          </div>
          {messages.map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
          {ask.isPending ? <TypingIndicator label="Analyzing your data…" /> : null}
          <div ref={endRef} />
        </div>

        {/* On a phone, one row that scrolls sideways: the conversation keeps the screen. */}
        <div
          className="mt-4 flex gap-2 max-sm:overflow-x-auto max-sm:pb-1 sm:flex-wrap"
          aria-label="Quick questions"
          role="group"
        >
          {BUSINESS_CHAT_QUICK_QUESTIONS.map((question) => (
            <Button
              key={question}
              size="sm"
              variant="secondary"
              className="shrink-0 whitespace-nowrap"
              onClick={() => fill(question)}
            >
              {question}
            </Button>
          ))}
        </div>

        <form onSubmit={send} className="mt-4 flex gap-2">
          <label htmlFor="business-chat-input" className="sr-only">
            Your question
          </label>
          <input
            id="business-chat-input"
            ref={inputRef}
            value={input}
            maxLength={BUSINESS_CHAT_MESSAGE_MAX}
            onChange={(event) => setInput(event.target.value)}
            placeholder={BUSINESS_CHAT_TEXTS.placeholder}
            className="focus-visible:outline-brand-600 min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2"
          />
          <Button type="submit" disabled={!input.trim() || ask.isPending}>
            <Send aria-hidden className="size-4" />
            {/* The box keeps the width on a phone; the button keeps its name. */}
            <span className="max-sm:sr-only">{ask.isPending ? BUSINESS_CHAT_TEXTS.sending : 'Send'}</span>
          </Button>
        </form>
      </Card>
    </>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  return (
    <div className={cn('flex', message.isUser ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[90%] rounded-2xl px-4 py-2 text-sm',
          message.isUser ? 'bg-brand-600 rounded-br-sm text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900',
        )}
      >
        <p className="whitespace-pre-wrap">{message.text}</p>
        {message.data ? <DataBlock data={message.data} /> : null}
        {message.sources && message.sources.length > 0 ? (
          <p className="mt-2 text-xs text-slate-500">Sources: {message.sources.join(', ')}</p>
        ) : null}
        <p className={cn('mt-1 text-right text-[11px]', message.isUser ? 'text-white/80' : 'text-slate-500')}>
          {timeFormat.format(message.timestamp)}
        </p>
      </div>
    </div>
  );
}

function DataBlock({ data }: { data: BusinessData }) {
  return (
    <div className="mt-3 overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full text-left text-xs">
        <caption className="px-2 pt-2 text-left font-semibold text-slate-700">{data.title}</caption>
        <thead className="text-slate-600">
          <tr>
            {data.columns.map((column) => (
              <th key={column} className="px-2 py-1 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.rows.length === 0 ? (
            <tr>
              <td colSpan={data.columns.length} className="px-2 py-2 text-slate-600">
                Nothing to show yet.
              </td>
            </tr>
          ) : (
            data.rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, column) => (
                  <td key={column} className="px-2 py-1 break-words text-slate-800">
                    {cell}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

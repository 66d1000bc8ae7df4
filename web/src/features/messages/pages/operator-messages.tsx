import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Building2, ChevronLeft } from 'lucide-react';
import { MESSAGES_TEXTS, type CompanyThread } from '@frontdesk/contracts/messages';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessageOr } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { formatDateTime, truncate } from '../../../lib/format';
import { sharedNames } from '../../../lib/shared-names';
import { useCompanyThreads, useMarkOperatorRead, useOperatorConversation, useSendOperatorMessage } from '../api/messages';
import { MessageComposer } from '../components/message-composer';
import { RefreshButton } from '../components/refresh-button';
import { MessageSearch } from '../components/message-search';
import { matchingMessages, MessageThread } from '../components/message-thread';
import { fetchFailure } from '../messages-errors';

export const COMPANY_PARAM = 'company';

/** The operator's side: every company's conversation, unread first; ?company= picks one. */
export function OperatorMessages() {
  const threads = useCompanyThreads();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get(COMPANY_PARAM);
  const selected = threads.data?.find((thread) => thread.company_id === selectedId) ?? null;
  const shared = sharedNames(threads.data ?? []);
  const backButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLElement>(null);
  // On a phone, choosing hides the list the keyboard was in, and going back hides the button it was
  // on: it goes on from the way back, then from the company it came from. (On a wide screen both stay.)
  const shownBefore = useRef(selectedId);
  useEffect(() => {
    const before = shownBefore.current;
    shownBefore.current = selectedId;
    if (before === selectedId) return;
    if (selectedId && backButton.current?.offsetParent) backButton.current.focus();
    else if (!selectedId && before)
      [...(list.current?.querySelectorAll<HTMLElement>('[data-company]') ?? [])]
        .find((link) => link.dataset['company'] === before)
        ?.focus();
  }, [selectedId]);

  return (
    <>
      <PageHeader
        title="Messages"
        description="Conversations with every company on the platform."
        actions={<RefreshButton fetching={threads.isFetching} onRefresh={() => void threads.refetch()} />}
      />
      {threads.data ? (
        threads.data.length === 0 ? (
          <Card>
            <EmptyState
              icon={Building2}
              title="No companies yet"
              description="Conversations appear here once companies sign up."
            />
          </Card>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
            {/* On a phone, list or conversation: the one chosen takes the list's place, with the way back. */}
            <nav
              ref={list}
              aria-label="Companies"
              className={cn(
                'max-h-[36rem] overflow-y-auto rounded-lg border border-slate-200 bg-white shadow-sm',
                selected && 'hidden lg:block',
              )}
            >
              <ul className="divide-y divide-slate-100">
                {threads.data.map((thread) => (
                  <li key={thread.company_id}>
                    <ThreadLink
                      thread={thread}
                      nameShared={shared.has(thread.company_name)}
                      current={thread.company_id === selectedId}
                      onSelect={() => setSearchParams({ [COMPANY_PARAM]: thread.company_id })}
                    />
                  </li>
                ))}
              </ul>
            </nav>
            {selected ? (
              <div className="space-y-3">
                <button
                  ref={backButton}
                  type="button"
                  onClick={() => setSearchParams({})}
                  className={cn('inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 lg:hidden', focusRing)}
                >
                  <ChevronLeft aria-hidden className="size-4" />
                  {MESSAGES_TEXTS.allCompanies}
                </button>
                <Conversation key={selected.company_id} thread={selected} />
              </div>
            ) : (
              <Card>
                <p className="py-16 text-center text-sm text-slate-500">Choose a company to read and reply.</p>
              </Card>
            )}
          </div>
        )
      ) : threads.isError ? (
        <Alert tone="error">{fetchFailure(threads.error)}</Alert>
      ) : (
        <LoadingState label="Loading conversations..." />
      )}
    </>
  );
}

function ThreadLink({
  thread,
  nameShared,
  current,
  onSelect,
}: {
  thread: CompanyThread;
  nameShared: boolean;
  current: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      data-company={thread.company_id}
      aria-current={current ? 'true' : undefined}
      onClick={onSelect}
      className={cn('flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-slate-50', current && 'bg-brand-50', focusRing)}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="min-w-0">
          <span className="block truncate font-medium text-slate-900">{thread.company_name}</span>
          {nameShared ? <span className="block truncate font-mono text-xs text-slate-500">{thread.company_id}</span> : null}
        </span>
        {thread.unread_count > 0 ? (
          <Badge tone="danger">
            {thread.unread_count}
            <span className="sr-only"> unread</span>
          </Badge>
        ) : null}
      </span>
      <span className="truncate text-sm text-slate-500">
        {thread.last_message ? truncate(thread.last_message, 60) : 'No messages yet'}
      </span>
      {thread.last_message_at ? <span className="text-xs text-slate-400">{formatDateTime(thread.last_message_at)}</span> : null}
    </button>
  );
}

function Conversation({ thread }: { thread: CompanyThread }) {
  const conversation = useOperatorConversation(thread.company_id);
  const send = useSendOperatorMessage(thread.company_id);
  const { mutate: markRead } = useMarkOperatorRead(thread.company_id);
  const [query, setQuery] = useState('');
  const unread = (conversation.data ?? []).filter(
    (message) => !message.from_super_admin && message.read_status === 'unread',
  ).length;

  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);

  return (
    <Card title={thread.company_name}>
      <div className="space-y-4">
        {conversation.data ? (
          <>
            <MessageSearch query={query} onChange={setQuery} found={matchingMessages(conversation.data, query).length} />
            <MessageThread messages={conversation.data} viewer="operator" query={query} />
            {send.isError ? <Alert tone="error">{serverMessageOr(send.error, MESSAGES_TEXTS.sendFailed)}</Alert> : null}
            <MessageComposer
              label={`Write to ${thread.company_name}`}
              busy={send.isPending}
              onSend={(text) => send.mutateAsync(text)}
            />
          </>
        ) : conversation.isError ? (
          <Alert tone="error">{fetchFailure(conversation.error)}</Alert>
        ) : (
          <LoadingState label="Loading messages..." />
        )}
      </div>
    </Card>
  );
}

import { useEffect, useState } from 'react';
import { BellRing } from 'lucide-react';
import { MESSAGES_TEXTS } from '@frontdesk/contracts/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessageOr } from '../../../lib/api-error';
import { useCompanyMessages, useMarkCompanyMessagesRead, useReactToMessage, useSendCompanyMessage } from '../api/messages';
import { MessageComposer } from '../components/message-composer';
import { RefreshButton } from '../components/refresh-button';
import { MessageSearch } from '../components/message-search';
import { matchingMessages, MessageThread } from '../components/message-thread';
import { fetchFailure } from '../messages-errors';
import { useSignedInSession } from '../../../lib/session/session-provider';

/** The company's side: its conversation with the platform's administrators (document 001, Messages). */
export function CompanyMessages() {
  const messages = useCompanyMessages();
  const send = useSendCompanyMessage();
  const markRead = useMarkCompanyMessagesRead();
  const react = useReactToMessage();
  const [query, setQuery] = useState('');
  const [hasNew, setHasNew] = useState(false);
  const { user } = useSignedInSession();

  // Admin messages unread by the company are marked read right after each fetch that brings any.
  const unreadIds = (messages.data ?? [])
    .filter((message) => message.from_super_admin && !message.read_by_company)
    .map((message) => message.id)
    .join(',');
  const { mutate: markAsRead } = markRead;
  useEffect(() => {
    if (!unreadIds) return;
    markAsRead(undefined, {
      onSuccess: ({ updated }) => {
        if (updated > 0) setHasNew(true);
      },
    });
  }, [unreadIds, markAsRead]);

  return (
    <>
      <PageHeader
        title="Messages"
        description="Chat with the platform's administrators."
        actions={<RefreshButton fetching={messages.isFetching} onRefresh={() => void messages.refetch()} />}
      />
      <Card>
        <div className="space-y-4">
          {hasNew ? (
            <div
              role="status"
              className="flex items-center justify-between gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800"
            >
              <span className="flex items-center gap-2">
                <BellRing aria-hidden className="size-4" />
                {MESSAGES_TEXTS.newFromAdmin}
              </span>
              <Button variant="ghost" size="sm" onClick={() => setHasNew(false)}>
                Dismiss
              </Button>
            </div>
          ) : null}
          {messages.data ? (
            <>
              <MessageSearch query={query} onChange={setQuery} found={matchingMessages(messages.data, query).length} />
              <MessageThread
                messages={messages.data}
                viewer="company"
                query={query}
                onReact={(message, emoji) => react.mutate({ id: message.id, emoji })}
              />
              {send.isError ? <Alert tone="error">{serverMessageOr(send.error, MESSAGES_TEXTS.sendFailed)}</Alert> : null}
              <MessageComposer
                label={user.impersonatedBy ? MESSAGES_TEXTS.writeAsAdmin : MESSAGES_TEXTS.writeToAdmin}
                busy={send.isPending}
                onSend={(text) => send.mutateAsync(text)}
              />
            </>
          ) : messages.isError ? (
            <Alert tone="error">
              <p>{fetchFailure(messages.error)}</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void messages.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : (
            <LoadingState label="Loading messages..." />
          )}
        </div>
      </Card>
    </>
  );
}

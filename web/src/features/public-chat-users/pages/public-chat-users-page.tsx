import { useState } from 'react';
import { Users } from 'lucide-react';
import { counted } from '@frontdesk/contracts/counted';
import { PUBLIC_CHAT_USERS_SEARCH_MAX, PUBLIC_CHAT_USERS_TEXTS as LIST_TEXTS } from '@frontdesk/contracts/public-chat-users';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { serverMessageOr } from '../../../lib/api-error';
import { usePublicChatUsers } from '../api/get-public-chat-users';
import { UsersList } from '../components/users-list';

// How long typing must pause before the list is searched again.
const SEARCH_PAUSE_MS = 250;

export function PublicChatUsersPage() {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS);
  const list = usePublicChatUsers(search);
  const pages = list.data?.pages;
  const first = pages?.[0];
  const users = pages?.flatMap((page) => page.users) ?? [];

  return (
    <>
      <PageHeader title="Public Chat Users" description="Visitors who left their contact details in your public chat." />
      {first && first.total === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          <EmptyState icon={Users} title={TEXTS.publicChatUsers.empty} />
        </div>
      ) : first ? (
        <div className="space-y-3">
          <TextField
            label={LIST_TEXTS.searchLabel}
            type="search"
            placeholder={LIST_TEXTS.searchPlaceholder}
            maxLength={PUBLIC_CHAT_USERS_SEARCH_MAX}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="max-w-md"
          />
          {list.isError ? <Alert tone="error">{serverMessageOr(list.error, TEXTS.publicChatUsers.loadFailed)}</Alert> : null}
          <div aria-busy={list.isPlaceholderData || undefined} className={list.isPlaceholderData ? 'opacity-60' : undefined}>
            {users.length === 0 ? (
              <div className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-sm text-slate-600 shadow-sm">
                <p>{LIST_TEXTS.noMatches(search)}</p>
                <Button variant="secondary" size="sm" className="mt-3" onClick={() => setTyped('')}>
                  {LIST_TEXTS.clearSearch}
                </Button>
              </div>
            ) : (
              <UsersList users={users} />
            )}
          </div>
          {list.hasNextPage ? (
            <Button variant="secondary" size="sm" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage ? LIST_TEXTS.loadingMore : LIST_TEXTS.loadMore}
            </Button>
          ) : null}
          <p className="text-sm text-slate-600" role="status">
            Total: {counted(first.total, 'user')}
            {search ? ` · ${LIST_TEXTS.matching(first.matching, first.total)}` : null}
          </p>
        </div>
      ) : list.isError ? (
        <Alert tone="error">
          <p>{serverMessageOr(list.error, TEXTS.publicChatUsers.loadFailed)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <LoadingState label="Loading users..." />
      )}
    </>
  );
}

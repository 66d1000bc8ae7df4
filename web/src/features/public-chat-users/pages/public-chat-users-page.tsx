import { useRef, useState } from 'react';
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
  const first = list.data?.pages[0];
  const users = list.data?.pages.flatMap((page) => page.users) ?? [];
  // Once the list has answered, the search stays on screen whatever a later search meets.
  const [listed, setListed] = useState(false);
  if (first && !listed) setListed(true);
  // The first visitor of the page "Show more" asked for takes the keyboard when it arrives.
  const [shownMoreFrom, setShownMoreFrom] = useState<{ search: string; index: number } | null>(null);
  const focusId = shownMoreFrom?.search === first?.search ? users[shownMoreFrom?.index ?? -1]?.id : undefined;
  const searchBox = useRef<HTMLInputElement>(null);

  const clearSearch = () => {
    setTyped('');
    searchBox.current?.focus();
  };
  const retry = (
    <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
      Try again
    </Button>
  );

  if (!listed)
    return (
      <>
        <PageHeader title="Public Chat Users" description="Visitors who left their contact details in your public chat." />
        {list.isError ? (
          <Alert tone="error">
            <p>{serverMessageOr(list.error, TEXTS.publicChatUsers.loadFailed)}</p>
            {retry}
          </Alert>
        ) : (
          <LoadingState label="Loading users..." />
        )}
      </>
    );

  return (
    <>
      <PageHeader title="Public Chat Users" description="Visitors who left their contact details in your public chat." />
      {first?.total === 0 ? (
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          <EmptyState icon={Users} title={TEXTS.publicChatUsers.empty} />
        </div>
      ) : (
        <div className="space-y-3">
          <TextField
            ref={searchBox}
            label={LIST_TEXTS.searchLabel}
            type="search"
            placeholder={LIST_TEXTS.searchPlaceholder}
            maxLength={PUBLIC_CHAT_USERS_SEARCH_MAX}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="max-w-md"
          />
          {list.isError ? (
            <Alert tone="error">
              <p>{serverMessageOr(list.error, TEXTS.publicChatUsers.loadFailed)}</p>
              {retry}
            </Alert>
          ) : null}
          {first ? (
            <>
              <div aria-busy={list.isPlaceholderData || undefined} className={list.isPlaceholderData ? 'opacity-60' : undefined}>
                {users.length === 0 ? (
                  <div className="rounded-lg border border-slate-200 bg-white px-4 py-8 text-center text-sm text-slate-600 shadow-sm">
                    <p>{LIST_TEXTS.noMatches(first.search)}</p>
                    <Button variant="secondary" size="sm" className="mt-3" onClick={clearSearch}>
                      {LIST_TEXTS.clearSearch}
                    </Button>
                  </div>
                ) : (
                  <UsersList users={users} focusId={focusId} />
                )}
              </div>
              {list.hasNextPage && !list.isPlaceholderData ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    setShownMoreFrom({ search: first.search, index: users.length });
                    void list.fetchNextPage();
                  }}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? LIST_TEXTS.loadingMore : LIST_TEXTS.loadMore}
                </Button>
              ) : null}
              <p className="text-sm text-slate-600" role="status">
                Total: {counted(first.total, 'user')}
                {first.search ? ` · ${LIST_TEXTS.matching(first.matching, first.total)}` : null}
                {users.length > 0 && users.length < first.matching ? ` · ${LIST_TEXTS.showing(users.length)}` : null}
              </p>
            </>
          ) : null}
        </div>
      )}
    </>
  );
}

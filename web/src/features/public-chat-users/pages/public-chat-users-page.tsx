import { Users } from 'lucide-react';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessageOr } from '../../../lib/api-error';
import { usePublicChatUsers } from '../api/get-public-chat-users';
import { UsersList } from '../components/users-list';
import { counted } from '@frontdesk/contracts/counted';

export function PublicChatUsersPage() {
  const users = usePublicChatUsers();
  return (
    <>
      <PageHeader title="Public Chat Users" description="Visitors who left their contact details in your public chat." />
      {users.data ? (
        users.data.length === 0 ? (
          <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
            <EmptyState icon={Users} title={TEXTS.publicChatUsers.empty} />
          </div>
        ) : (
          <div className="space-y-3">
            <UsersList users={users.data} />
            <p className="text-sm text-slate-600">Total: {counted(users.data.length, 'user')}</p>
          </div>
        )
      ) : users.isError ? (
        <Alert tone="error">
          <p>{serverMessageOr(users.error, TEXTS.publicChatUsers.loadFailed)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void users.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <LoadingState label="Loading users..." />
      )}
    </>
  );
}

import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessageOr } from '../../../lib/api-error';
import { useSignedInSession } from '../../../lib/session/session-provider';
import { useAdminFlag, useAdminUsers } from '../api/admin-users';
import { CreateUserForm } from '../components/create-user-form';
import { PermissionsMatrix } from '../components/permissions-matrix';

export function AdminPanelPage() {
  const { user } = useSignedInSession();
  const trusted = user.role === 'admin' || user.isSuperAdmin;
  const flag = useAdminFlag(!trusted);
  const allowed = trusted || flag.data === true;
  const users = useAdminUsers(allowed);

  return (
    <>
      <PageHeader title="Admin Panel" description="Manage your team: who can sign in and which pages each person may open." />
      {!trusted && flag.isPending ? (
        <LoadingState label="Checking your access..." />
      ) : !trusted && flag.isError ? (
        <Alert tone="error">{TEXTS.admin.verifyFailed}</Alert>
      ) : !allowed ? (
        <Alert tone="error">{TEXTS.admin.denied}</Alert>
      ) : (
        <div className="space-y-6">
          {users.data ? (
            <PermissionsMatrix users={users.data} />
          ) : users.isError ? (
            <Alert tone="error">
              <p>{serverMessageOr(users.error, TEXTS.admin.loadFailed)}</p>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void users.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : (
            <LoadingState label="Loading users..." />
          )}
          <CreateUserForm />
        </div>
      )}
    </>
  );
}

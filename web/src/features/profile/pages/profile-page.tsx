import { useEffect } from 'react';
import type { AuthUser } from '@frontdesk/contracts/auth';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { fullName } from '../../../lib/format';
import { PageHeader } from '../../../components/ui/page-header';
import { useSession, useSignedInSession } from '../../../lib/session/session-provider';
import { useMe } from '../api/me';
import { ChangePasswordForm } from '../components/change-password-form';
import { UserInfoForm } from '../components/user-info-form';

export function ProfilePage() {
  const { user } = useSignedInSession();
  if (user.isSuperAdmin) return <OperatorProfile name={fullName(user)} email={user.email} />;
  return <UserProfile user={user} />;
}

function UserProfile({ user }: { user: AuthUser }) {
  const { updateUser } = useSession();
  const current = useMe();
  // The server's copy replaces the one kept since sign-in (an e-mail change asked for or confirmed meanwhile).
  useEffect(() => {
    const fresh = current.data;
    if (
      fresh &&
      (fresh.email !== user.email ||
        fullName(fresh) !== fullName(user) ||
        (fresh.pendingEmail ?? null) !== (user.pendingEmail ?? null))
    )
      updateUser(fresh);
  }, [current.data, user, updateUser]);
  return (
    <>
      <PageHeader title="Profile" description="Manage your account details and password." />
      {user.mustChangePassword ? (
        <Alert tone="info" className="mb-6">
          {TEXTS.profile.choosePassword}
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <UserInfoForm user={user} onUpdated={updateUser} />
        <ChangePasswordForm onChanged={() => updateUser({ ...user, mustChangePassword: false })} />
      </div>
    </>
  );
}

/** The operator's account is the platform's configuration, not a profile to edit here. */
function OperatorProfile({ name, email }: { name: string; email: string }) {
  return (
    <>
      <PageHeader title="Profile" description="The platform operator's account." />
      <Card>
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Name</dt>
            <dd className="font-medium text-slate-900">{name}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Email</dt>
            <dd className="font-medium text-slate-900">{email}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Role</dt>
            <dd className="font-medium text-slate-900">Super Admin</dd>
          </div>
        </dl>
        <Alert tone="info" className="mt-4">
          This account comes from the server's configuration (SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD); change it there.
        </Alert>
      </Card>
    </>
  );
}

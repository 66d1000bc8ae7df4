import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useSession, useSignedInSession } from '../../../lib/session/session-provider';
import { ChangePasswordForm } from '../components/change-password-form';
import { UserInfoForm } from '../components/user-info-form';

export function ProfilePage() {
  const { user } = useSignedInSession();
  const { updateUser } = useSession();
  return (
    <>
      <PageHeader title="Profile" description="Manage your account details and password." />
      {user.mustChangePassword ? (
        <Alert tone="info" className="mb-6">
          {TEXTS.profile.choosePassword}
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <UserInfoForm user={user} onUpdated={updateUser} />
        <ChangePasswordForm onChanged={() => updateUser({ ...user, mustChangePassword: false })} />
      </div>
    </>
  );
}

import { useNavigate } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-provider';
import { useSuperAdminLogin } from '../api/super-admin-login';
import { AuthHeading } from '../components/auth-heading';
import { SignInForm } from '../components/sign-in-form';

export function SuperAdminLoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const login = useSuperAdminLogin();

  return (
    <>
      <AuthHeading title="Super Admin Login" description="Sign in to oversee every company." />
      <SignInForm
        mutation={login}
        onSignedIn={({ token, user }) => {
          signIn(token, user);
          void navigate(PATHS.superAdminDashboard, { replace: true });
        }}
      />
    </>
  );
}

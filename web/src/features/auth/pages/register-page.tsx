import { useNavigate } from 'react-router';
import { PATHS } from '../../../config/paths';
import { AuthHeading } from '../components/auth-heading';
import { RegisterForm } from '../components/register-form';
import { TextLink } from '../components/text-link';

export function RegisterPage() {
  const navigate = useNavigate();
  return (
    <>
      <AuthHeading title="Create your account" description="Set up your company's AI front desk in minutes." />
      <RegisterForm onRegistered={(email) => void navigate(PATHS.login, { state: { registeredEmail: email } })} />
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account? <TextLink to={PATHS.login}>Sign in</TextLink>
      </p>
    </>
  );
}

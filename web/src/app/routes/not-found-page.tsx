import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PATHS } from '../../config/paths';
import { useSession } from '../../lib/session/session-provider';
import { AppShell } from '../layouts/app-shell';
import { AuthFrame } from '../layouts/auth-layout';
import { HomeLink } from './home-link';
import { TEXTS } from '@frontdesk/contracts/texts';

function NotFoundContent({ signedIn }: { signedIn: boolean }) {
  return (
    <EmptyState
      icon={SearchX}
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
      action={
        signedIn ? (
          <HomeLink className={buttonClasses('primary')} />
        ) : (
          <Link to={PATHS.login} className={buttonClasses('primary')}>
            {TEXTS.actions.goToLogin}
          </Link>
        )
      }
    />
  );
}

/** Unknown addresses: inside the app frame for a signed-in user, on its own otherwise. */
export function NotFoundPage() {
  const { state } = useSession();
  return state.status === 'authenticated' ? (
    <AppShell>
      <NotFoundContent signedIn />
    </AppShell>
  ) : (
    <AuthFrame>
      <NotFoundContent signedIn={false} />
    </AuthFrame>
  );
}

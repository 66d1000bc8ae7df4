import { Link } from 'react-router';
import { TEXTS } from '@frontdesk/contracts/texts';
import { PATHS } from '../../config/paths';
import { useSignedInSession } from '../../lib/session/session-provider';
import { homeOf } from '../nav/visible-nav';

/** The way to the signed-in user's first page, named after it: "Go to Dashboard" for most. */
export function HomeLink({ className }: { className?: string }) {
  const { user, permissions } = useSignedInSession();
  const home = homeOf(user, permissions);
  return (
    <Link to={home.to} className={className}>
      {home.to === PATHS.home ? TEXTS.actions.goToDashboard : TEXTS.actions.goTo(home.label)}
    </Link>
  );
}

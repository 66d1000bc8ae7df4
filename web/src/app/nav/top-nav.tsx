import { Logo } from '../../components/ui/logo';
import { Link, NavLink } from 'react-router';
import { CircleUser, LogOut, MessageSquare } from 'lucide-react';
import { PATHS } from '../../config/paths';
import { Button } from '../../components/ui/button';
import { fullName } from '../../lib/format';
import { useSession } from '../../lib/session/session-provider';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';
import { navLinkClasses } from './nav-link-styles';
import { MESSAGES_ROUTE } from './nav-items';
import { showsUnreadBadge, UnreadBadge } from './unread-badge';
import { homeOf, offersMessages, visibleNav } from './visible-nav';

/** The top navigation of document 000, section 2.6; nothing without a signed-in user. */
export function TopNav() {
  const { state, logout } = useSession();
  if (state.status !== 'authenticated') return null;

  const nav = visibleNav(state.user, state.permissions);
  const userName = fullName(state.user);
  const badge = showsUnreadBadge(state.user) ? <UnreadBadge user={state.user} /> : null;

  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to={homeOf(state.user, state.permissions).to}
          className="shrink-0 rounded-md text-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 md:flex">
          {nav.main.map((item) => (
            <NavLink key={item.to} to={item.to} className={navLinkClasses}>
              {item.label}
            </NavLink>
          ))}
          {nav.api.length > 0 ? <NavDropdown label="API" items={nav.api} /> : null}
          {nav.admin.length > 0 ? <NavDropdown label="Admin" items={nav.admin} /> : null}
        </nav>
        <div className="ml-auto hidden items-center gap-1 md:flex">
          {offersMessages(nav) ? (
            <NavLink to={MESSAGES_ROUTE} title="Messages" className={navLinkClasses}>
              <span className="sr-only">Open messages</span>
              <span className="relative">
                <MessageSquare aria-hidden className="size-5" />
                {badge}
              </span>
            </NavLink>
          ) : null}
          <NavLink to={PATHS.profile} className={navLinkClasses}>
            <CircleUser aria-hidden className="size-5" />
            <span className="max-w-40 truncate">{userName}</span>
          </NavLink>
          <Button variant="ghost" onClick={() => void logout()}>
            <LogOut aria-hidden className="size-4" />
            Logout
          </Button>
        </div>
        <MobileMenu nav={nav} userName={userName} onLogout={() => void logout()} messagesBadge={badge} />
      </div>
    </header>
  );
}

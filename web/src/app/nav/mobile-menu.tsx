import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { CircleUser, LogOut, Menu, MessageSquare, X } from 'lucide-react';
import { PATHS } from '../../config/paths';
import { cn } from '../../lib/cn';
import { focusRing } from '../../components/ui/button';
import { useDismiss } from '../../hooks/use-dismiss';
import { navLinkClasses } from './nav-link-styles';
import { MESSAGES_ROUTE, type NavItem } from './nav-items';
import { offersMessages, type VisibleNav } from './visible-nav';

function LinkGroup({ heading, items, onNavigate }: { heading?: string; items: readonly NavItem[]; onNavigate: () => void }) {
  if (items.length === 0) return null;
  return (
    <div className="py-2">
      {heading ? <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{heading}</p> : null}
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} onClick={onNavigate} className={navLinkClasses}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Below the md breakpoint: a hamburger that opens the same links, grouped under headings. */
export function MobileMenu({
  nav,
  userName,
  onLogout,
  messagesBadge,
}: {
  nav: VisibleNav;
  userName: string;
  onLogout: () => void;
  messagesBadge: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  // Dismissed (Escape) from inside the panel, which then goes: the keyboard goes back to the button.
  const dismiss = useCallback(() => {
    if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    setOpen(false);
  }, []);
  useDismiss(rootRef, open, dismiss);

  return (
    <div ref={rootRef} className="ml-auto md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((shown) => !shown)}
        className={cn('rounded-md p-2 text-slate-700 hover:bg-slate-100', focusRing)}
      >
        {open ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
      </button>
      {open ? (
        <nav
          id={panelId}
          aria-label="Mobile"
          className="absolute inset-x-0 top-full z-40 max-h-[calc(100vh-4rem)] divide-y divide-slate-100 overflow-y-auto border-b border-slate-200 bg-white px-2 shadow-lg"
        >
          {/* Messages is listed once, below, with its unread badge. */}
          <LinkGroup items={nav.main.filter((item) => item.to !== MESSAGES_ROUTE)} onNavigate={close} />
          <LinkGroup heading="API" items={nav.api} onNavigate={close} />
          <LinkGroup heading="Admin" items={nav.admin} onNavigate={close} />
          <div className="py-2">
            {offersMessages(nav) ? (
              <NavLink to={MESSAGES_ROUTE} onClick={close} className={navLinkClasses}>
                {/* The name before the count ("Messages, 3 unread"), though the icon with its badge shows first. */}
                <span>Messages</span>
                <span className="relative -order-1">
                  <MessageSquare aria-hidden className="size-4" />
                  {messagesBadge}
                </span>
              </NavLink>
            ) : null}
            <NavLink to={PATHS.profile} onClick={close} className={navLinkClasses}>
              <CircleUser aria-hidden className="size-4" /> {userName}
            </NavLink>
            <button type="button" onClick={onLogout} className={cn(navLinkClasses({ isActive: false }), 'w-full')}>
              <LogOut aria-hidden className="size-4" /> Logout
            </button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}

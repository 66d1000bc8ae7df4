import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { useDismiss } from '../../hooks/use-dismiss';
import { navLinkClasses } from './nav-link-styles';
import type { NavItem } from './nav-items';

/** Moves focus among the menu's links with the arrow keys, wrapping at both ends. */
function moveFocus(list: HTMLElement, step: 1 | -1): void {
  const links = [...list.querySelectorAll<HTMLElement>('a')];
  const index = links.findIndex((link) => link === document.activeElement);
  links[(index + step + links.length) % links.length]?.focus();
}

/** A disclosure menu of links: the button says whether it is open, the links are plain tab stops. */
export function NavDropdown({ label, items }: { label: string; items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);

  const holdsCurrentPage = items.some((item) => pathname.startsWith(item.to));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && listRef.current) {
      event.preventDefault();
      moveFocus(listRef.current, event.key === 'ArrowDown' ? 1 : -1);
    }
  }

  return (
    <div ref={rootRef} className="relative" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((shown) => !shown)}
        className={navLinkClasses({ isActive: holdsCurrentPage })}
      >
        {label}
        <ChevronDown aria-hidden className={open ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'} />
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={menuId}
          aria-label={`${label} menu`}
          className="absolute left-0 z-40 mt-2 w-60 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {items.map((item) => (
            <li key={item.to} className="px-1">
              <NavLink to={item.to} onClick={close} className={navLinkClasses}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

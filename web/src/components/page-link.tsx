import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { usePageAccess } from '../lib/session/page-access';

type PageLinkProps = Omit<LinkProps, 'to'> & {
  to: string;
  /** What stands in its place for a user who may not open the page; by default the link's own text, unlinked. */
  fallback?: ReactNode;
};

/**
 * A link to a page of the app that the signed-in user may open. For anyone else it is only its
 * text (or `fallback`), so no link leads to a refusal.
 */
export function PageLink({ to, fallback, children, ...props }: PageLinkProps) {
  const canOpen = usePageAccess();
  if (!canOpen(to)) return <>{fallback === undefined ? children : fallback}</>;
  return (
    <Link to={to} {...props}>
      {children}
    </Link>
  );
}

import { useQuery } from '@tanstack/react-query';
import { UNREAD_POLL_MS } from '@frontdesk/contracts/messages';
import type { AuthUser } from '@frontdesk/contracts/auth';
import { companyMessagesQueryOptions, companyThreadsQueryOptions } from '../../features/messages/api/messages';

/** Document 000, section 2.6: shown only to admins and super admins; '9+' above 9. */
export function showsUnreadBadge(user: Pick<AuthUser, 'role' | 'isSuperAdmin'>): boolean {
  return user.isSuperAdmin || user.role === 'admin';
}

export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** How many messages wait for this user: the operator's from every company, a company's from the operator. */
function useUnreadCount(user: Pick<AuthUser, 'companyId' | 'isSuperAdmin'>): number {
  const operator = user.isSuperAdmin && !user.companyId;
  const threads = useQuery({ ...companyThreadsQueryOptions(), refetchInterval: UNREAD_POLL_MS, enabled: operator });
  const messages = useQuery({ ...companyMessagesQueryOptions(), refetchInterval: UNREAD_POLL_MS, enabled: !operator });
  if (operator) return (threads.data ?? []).reduce((total, thread) => total + thread.unread_count, 0);
  return (messages.data ?? []).filter((message) => message.from_super_admin && !message.read_by_company).length;
}

export function UnreadBadge({ user }: { user: Pick<AuthUser, 'companyId' | 'isSuperAdmin'> }) {
  const count = useUnreadCount(user);
  if (count === 0) return null;
  // Read as part of the link's name ("Open messages, 3 unread"): an aria-label on a plain span is not read.
  return (
    <span className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-semibold leading-5 text-white">
      <span aria-hidden>{badgeText(count)}</span>
      <span className="sr-only">{`, ${count} unread`}</span>
    </span>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { PublicChatUser } from '@frontdesk/contracts/public-chat-users';
import { formatDateTime, fullName } from '../../../lib/format';
import { ConversationSummary } from './conversation-summary';

function ContactLinks({ user }: { user: PublicChatUser }) {
  return (
    <>
      {user.email ? (
        <a href={`mailto:${user.email}`} className="block break-all text-brand-700 hover:underline">
          {user.email}
        </a>
      ) : null}
      {user.phone ? (
        <a href={`tel:${user.phone.replace(/[^\d+]/g, '')}`} className="block text-brand-700 hover:underline">
          {user.phone}
        </a>
      ) : null}
    </>
  );
}

/**
 * A table on wide screens and cards on phones; both show the same expanded summaries. `focusId`
 * names a visitor whose name takes the keyboard when it appears (the first of a page shown more).
 */
export function UsersList({ users, focusId }: { users: PublicChatUser[]; focusId?: string }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const inTable = useRef<HTMLTableCellElement>(null);
  const inCards = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Only one of the two layouts is displayed; focus does not land on the hidden one.
    inTable.current?.focus();
    if (document.activeElement !== inTable.current) inCards.current?.focus();
  }, [focusId]);
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm md:block">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                Name
              </th>
              <th scope="col" className="px-4 py-3">
                Contact
              </th>
              <th scope="col" className="px-4 py-3">
                Conversation summary
              </th>
              <th scope="col" className="px-4 py-3 whitespace-nowrap">
                Date
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {users.map((user) => (
              <tr key={user.id} className="align-top">
                <td
                  ref={user.id === focusId ? inTable : undefined}
                  tabIndex={user.id === focusId ? -1 : undefined}
                  className="px-4 py-3 font-medium text-slate-900"
                >
                  {fullName(user)}
                </td>
                <td className="px-4 py-3">
                  <ContactLinks user={user} />
                </td>
                <td className="max-w-md px-4 py-3">
                  <ConversationSummary
                    summary={user.conversation_summary}
                    expanded={expanded.has(user.id)}
                    onToggle={() => toggle(user.id)}
                  />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                  <time dateTime={user.created_at}>{formatDateTime(user.created_at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label="Visitors">
        {users.map((user) => (
          <li key={user.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2
                ref={user.id === focusId ? inCards : undefined}
                tabIndex={user.id === focusId ? -1 : undefined}
                className="font-semibold text-slate-900"
              >
                {fullName(user)}
              </h2>
              <time dateTime={user.created_at} className="text-xs text-slate-500">
                {formatDateTime(user.created_at)}
              </time>
            </div>
            <div className="mt-2 text-sm">
              <ContactLinks user={user} />
            </div>
            <div className="mt-3">
              <ConversationSummary
                summary={user.conversation_summary}
                expanded={expanded.has(user.id)}
                onToggle={() => toggle(user.id)}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

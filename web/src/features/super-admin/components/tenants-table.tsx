import { useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink, MessageSquare } from 'lucide-react';
import { SUPER_ADMIN_TEXTS, type Tenant } from '@frontdesk/contracts/super-admin';
import { Alert, type AlertTone } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { serverMessageOr } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { impersonate, useSetTenantStatus } from '../api/super-admin';
import { counted } from '@frontdesk/contracts/counted';

interface TenantsTableProps {
  tenants: readonly Tenant[];
  /** Companies whose messages the operator has not read. */
  unread: ReadonlySet<string>;
}

/**
 * Opens the company in a new tab on its own session. The tab is opened at the click, before the
 * server answers, so no pop-up blocker stands in the way; it is closed again if the server refuses.
 */
async function openCompany(tenant: Tenant): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { url } = await impersonate(tenant.company_id);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

export function TenantsTable({ tenants, unread }: TenantsTableProps) {
  const setStatus = useSetTenantStatus();
  const [confirmBlock, setConfirmBlock] = useState<Tenant | null>(null);
  const [notice, setNotice] = useState<{ tone: AlertTone; text: string } | null>(null);

  function changeStatus(tenant: Tenant, isBlocked: boolean) {
    setNotice(null);
    setStatus.mutate(
      { companyId: tenant.company_id, isBlocked },
      {
        onSuccess: ({ message }) => setNotice({ tone: 'success', text: `${tenant.company_name}: ${message}` }),
        onError: (error) => setNotice({ tone: 'error', text: serverMessageOr(error, SUPER_ADMIN_TEXTS.statusFailed) }),
      },
    );
  }

  function access(tenant: Tenant) {
    setNotice(null);
    openCompany(tenant).then(
      () => setNotice({ tone: 'info', text: SUPER_ADMIN_TEXTS.openedInNewTab(tenant.company_name) }),
      (error: unknown) => setNotice({ tone: 'error', text: serverMessageOr(error, SUPER_ADMIN_TEXTS.networkError) }),
    );
  }

  return (
    <Card title={SUPER_ADMIN_TEXTS.allCompanies}>
      <div className="space-y-3">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <thead className="border-b border-slate-200 text-left text-xs font-medium uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Company
                </th>
                <th scope="col" className="hidden px-4 py-2 text-right sm:table-cell">
                  Users
                </th>
                <th scope="col" className="hidden px-4 py-2 text-right sm:table-cell">
                  Active Chats
                </th>
                <th scope="col" className="hidden px-4 py-2 sm:table-cell">
                  Status
                </th>
                <th scope="col" className="py-2 pl-4 text-right">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {tenants.map((tenant) => (
                <tr key={tenant.company_id}>
                  <td className="py-3 pr-4">
                    <p className="font-medium text-slate-900">{tenant.company_name}</p>
                    <p className="font-mono text-xs text-slate-500">{tenant.company_id}</p>
                    {/* On a phone the counts and status sit under the name. */}
                    <p className="mt-1 text-xs text-slate-600 sm:hidden">
                      {counted(tenant.stats.userCount, 'user')} · {counted(tenant.stats.activeChats, 'active chat')} ·{' '}
                      {tenant.is_blocked ? 'Blocked' : 'Active'}
                    </p>
                  </td>
                  <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">{tenant.stats.userCount}</td>
                  <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">{tenant.stats.activeChats}</td>
                  <td className="hidden px-4 py-3 sm:table-cell">
                    <Badge tone={tenant.is_blocked ? 'danger' : 'success'}>{tenant.is_blocked ? 'Blocked' : 'Active'}</Badge>
                  </td>
                  <td className="py-3 pl-4">
                    <div className="flex flex-wrap items-center justify-end gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => access(tenant)}
                        aria-label={`Access Company ${tenant.company_name}`}
                      >
                        <ExternalLink aria-hidden className="size-4" />
                        {SUPER_ADMIN_TEXTS.accessCompany}
                      </Button>
                      <Button
                        size="sm"
                        variant={tenant.is_blocked ? 'secondary' : 'danger'}
                        disabled={setStatus.isPending}
                        onClick={() => (tenant.is_blocked ? changeStatus(tenant, false) : setConfirmBlock(tenant))}
                        aria-label={`${tenant.is_blocked ? 'Unblock' : 'Block'} ${tenant.company_name}`}
                      >
                        {tenant.is_blocked ? 'Unblock' : 'Block'}
                      </Button>
                      <Link
                        to={`/messages?company=${encodeURIComponent(tenant.company_id)}`}
                        aria-label={`Messages with ${tenant.company_name}${unread.has(tenant.company_id) ? ' (unread)' : ''}`}
                        className={cn(buttonClasses('ghost', 'sm'), 'relative')}
                      >
                        <MessageSquare aria-hidden className="size-4" />
                        {unread.has(tenant.company_id) ? (
                          <span aria-hidden className="absolute right-1 top-1 size-2 rounded-full bg-red-600" />
                        ) : null}
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      <ConfirmDialog
        open={confirmBlock !== null}
        title={`Block ${confirmBlock?.company_name ?? 'this company'}?`}
        confirmLabel="Block company"
        onCancel={() => setConfirmBlock(null)}
        onConfirm={() => {
          if (confirmBlock) changeStatus(confirmBlock, true);
          setConfirmBlock(null);
        }}
      >
        <p>
          Its users are signed out at once and cannot sign in, and its public chat and widget stop answering, until you unblock
          it.
        </p>
      </ConfirmDialog>
    </Card>
  );
}

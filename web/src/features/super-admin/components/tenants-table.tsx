import { useMemo, useState } from 'react';
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
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { impersonate, useSetTenantStatus } from '../api/super-admin';
import { visibleTenants, type TenantSort, type TenantStatus, type TenantView } from '../tenant-list';
import { counted } from '@frontdesk/contracts/counted';

// A page of the list at a time: a platform of hundreds of companies stays quick to scroll on a phone.
const PAGE_SIZE = 25;

const STATUS_OPTIONS: [{ value: TenantStatus; label: string }, ...{ value: TenantStatus; label: string }[]] = [
  { value: 'all', label: SUPER_ADMIN_TEXTS.statusOptions.all },
  { value: 'active', label: SUPER_ADMIN_TEXTS.statusOptions.active },
  { value: 'blocked', label: SUPER_ADMIN_TEXTS.statusOptions.blocked },
];

const SORT_OPTIONS: [{ value: TenantSort; label: string }, ...{ value: TenantSort; label: string }[]] = [
  { value: 'newest', label: SUPER_ADMIN_TEXTS.sortOptions.newest },
  { value: 'name', label: SUPER_ADMIN_TEXTS.sortOptions.name },
  { value: 'users', label: SUPER_ADMIN_TEXTS.sortOptions.users },
  { value: 'chats', label: SUPER_ADMIN_TEXTS.sortOptions.chats },
];

/** The option a select's value names; the first when it names none. */
function optionOf<T extends string>(options: readonly [{ value: T }, ...{ value: T }[]], value: string): T {
  return options.find((option) => option.value === value)?.value ?? options[0].value;
}

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
  const [view, setView] = useState<TenantView>({ query: '', status: 'all', sort: 'newest' });
  const [shownCount, setShownCount] = useState(PAGE_SIZE);
  const listed = useMemo(() => visibleTenants(tenants, view), [tenants, view]);
  const shown = listed.slice(0, shownCount);
  // A new search or order starts again from its first page.
  const change = (next: Partial<TenantView>) => {
    setView({ ...view, ...next });
    setShownCount(PAGE_SIZE);
  };

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
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto_auto]">
          <TextField
            label={SUPER_ADMIN_TEXTS.searchCompanies}
            type="search"
            placeholder={SUPER_ADMIN_TEXTS.searchPlaceholder}
            value={view.query}
            onChange={(event) => change({ query: event.target.value })}
          />
          <SelectField
            label={SUPER_ADMIN_TEXTS.statusFilter}
            options={STATUS_OPTIONS}
            value={view.status}
            onChange={(event) => change({ status: optionOf(STATUS_OPTIONS, event.target.value) })}
          />
          <SelectField
            label={SUPER_ADMIN_TEXTS.sortBy}
            options={SORT_OPTIONS}
            value={view.sort}
            onChange={(event) => change({ sort: optionOf(SORT_OPTIONS, event.target.value) })}
          />
        </div>
        {listed.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">
            {tenants.length === 0 ? SUPER_ADMIN_TEXTS.noCompanies : SUPER_ADMIN_TEXTS.noMatches}
          </p>
        ) : null}
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
              {shown.map((tenant) => (
                <tr key={tenant.company_id}>
                  <td className="py-3 pr-4">
                    <p className="font-medium text-slate-900">{tenant.company_name}</p>
                    <p className="font-mono text-xs text-slate-500">{tenant.company_id}</p>
                    {tenant.verified ? null : <p className="text-xs text-amber-800">{SUPER_ADMIN_TEXTS.notVerified}</p>}
                    {/* On a phone the counts and status sit under the name. */}
                    <p className="mt-1 text-xs text-slate-600 sm:hidden">
                      {counted(tenant.stats.userCount, 'user')} · {counted(tenant.stats.activeChats, 'active chat')} ·{' '}
                      {tenant.is_blocked ? SUPER_ADMIN_TEXTS.statusOptions.blocked : SUPER_ADMIN_TEXTS.statusOptions.active}
                    </p>
                  </td>
                  <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">{tenant.stats.userCount}</td>
                  <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">{tenant.stats.activeChats}</td>
                  <td className="hidden px-4 py-3 sm:table-cell">
                    <Badge tone={tenant.is_blocked ? 'danger' : 'success'}>
                      {tenant.is_blocked ? SUPER_ADMIN_TEXTS.statusOptions.blocked : SUPER_ADMIN_TEXTS.statusOptions.active}
                    </Badge>
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
        {listed.length > PAGE_SIZE ? (
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
            <p role="status">{SUPER_ADMIN_TEXTS.showing(shown.length, listed.length)}</p>
            {shown.length < listed.length ? (
              <Button size="sm" variant="secondary" onClick={() => setShownCount(shownCount + PAGE_SIZE)}>
                {SUPER_ADMIN_TEXTS.showMore}
              </Button>
            ) : null}
          </div>
        ) : null}
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

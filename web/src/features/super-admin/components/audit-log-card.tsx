import { AUDIT_ACTION_LABELS, SUPER_ADMIN_TEXTS, type AuditEntry } from '@frontdesk/contracts/super-admin';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessageOr } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useAuditLog } from '../api/super-admin';

function actorOf(entry: AuditEntry): string {
  if (entry.actor) return entry.actor_type === 'super_admin' ? `${entry.actor} (super admin)` : entry.actor;
  return entry.actor_type === 'system' ? 'System' : 'Unknown';
}

/** Security-relevant actions, newest first: visits, blocks, user creation, permission changes, terms. */
export function AuditLogCard() {
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Card title="Audit Log" description="Who opened, blocked or changed what, and when.">
      {log.isPending ? (
        <LoadingState label="Loading the audit log..." />
      ) : log.isError ? (
        <Alert tone="error">{serverMessageOr(log.error, SUPER_ADMIN_TEXTS.auditLogFailed)}</Alert>
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-500">Nothing recorded yet.</p>
      ) : (
        <div className="space-y-3">
          <ul className="divide-y divide-slate-100 text-sm">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-4">
                <time dateTime={entry.created_at} className="shrink-0 text-xs text-slate-500 sm:w-40">
                  {formatDateTime(entry.created_at)}
                </time>
                <span className="min-w-0 flex-1 text-slate-800">
                  <span className="font-medium">{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</span>
                  {entry.company_name ? <span className="text-slate-600"> · {entry.company_name}</span> : null}
                  <span className="block truncate text-xs text-slate-500">
                    {actorOf(entry)}
                    {entry.ip ? ` · ${entry.ip}` : ''}
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {log.hasNextPage ? (
            <Button variant="secondary" size="sm" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
              {log.isFetchingNextPage ? SUPER_ADMIN_TEXTS.loadingMore : SUPER_ADMIN_TEXTS.auditLogOlder}
            </Button>
          ) : null}
        </div>
      )}
    </Card>
  );
}

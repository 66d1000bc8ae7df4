import { SUPER_ADMIN_TEXTS } from '@frontdesk/contracts/super-admin';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { ApiError, serverMessageOr } from '../../../lib/api-error';
import { useCompanyThreads } from '../../messages/api/messages';
import { usePlatformDashboard, useTenants } from '../api/super-admin';
import { AuditLogCard } from '../components/audit-log-card';
import { DbStatusCard } from '../components/db-status-card';
import { Counters, SystemHealthCard, TopCompaniesCard } from '../components/platform-figures';
import { PublicChatLinksCard } from '../components/public-chat-links-card';
import { TenantsTable } from '../components/tenants-table';

function tenantsFailure(error: unknown): string {
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) return SUPER_ADMIN_TEXTS.networkError;
  return serverMessageOr(error, SUPER_ADMIN_TEXTS.fetchTenantsFailed);
}

/** The operator's console (document 000, section 2.7). */
export function SuperAdminDashboardPage() {
  const tenants = useTenants();
  const figures = usePlatformDashboard();
  const threads = useCompanyThreads();
  const unread = new Set((threads.data ?? []).filter((thread) => thread.unread_count > 0).map((thread) => thread.company_id));

  return (
    <>
      <PageHeader title={SUPER_ADMIN_TEXTS.title} description={SUPER_ADMIN_TEXTS.subtitle} />
      {tenants.isPending ? (
        <LoadingState label={SUPER_ADMIN_TEXTS.loading} />
      ) : tenants.isError ? (
        <Alert tone="error">
          <p>{tenantsFailure(tenants.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void tenants.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <div className="space-y-6">
          {figures.data ? <Counters figures={figures.data} /> : null}
          <div className="grid gap-6 lg:grid-cols-3">
            {figures.data ? <TopCompaniesCard figures={figures.data} /> : null}
            {figures.data ? <SystemHealthCard figures={figures.data} /> : null}
            <DbStatusCard />
          </div>
          <TenantsTable tenants={tenants.data} unread={unread} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <PublicChatLinksCard tenants={tenants.data} />
            <AuditLogCard />
          </div>
        </div>
      )}
    </>
  );
}

import { useState } from 'react';
import { Plug } from 'lucide-react';
import {
  INTEGRATION_CATEGORIES,
  INTEGRATION_TEXTS,
  type Integration,
  type IntegrationCategory,
} from '@frontdesk/contracts/api-integrations';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessageOr } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useDeleteIntegration, useIntegrations, useTestIntegration, useToggleIntegration } from '../api/integrations';
import { AddIntegrationModal } from '../components/add-integration-modal';

type Notice = { tone: 'success' | 'error'; text: string };

export function ApiIntegrationsPage() {
  const integrations = useIntegrations();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<Integration | null>(null);
  const test = useTestIntegration();
  const toggle = useToggleIntegration();
  const remove = useDeleteIntegration();

  const run = (action: typeof test, id: string, fallback: string, success?: string) =>
    action.mutate(id, {
      onSuccess: ({ message }) => setNotice({ tone: 'success', text: success ?? message }),
      onError: (error) => setNotice({ tone: 'error', text: serverMessageOr(error, fallback) }),
    });

  return (
    <>
      <PageHeader
        title="API Integrations"
        description="Connect the other services your business uses, and check that their credentials work."
        actions={<Button onClick={() => setAdding(true)}>Add Integration</Button>}
      />
      {notice ? (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      ) : null}
      <Card>
        {integrations.isPending ? (
          <LoadingState label="Loading integrations..." />
        ) : integrations.isError ? (
          <Alert tone="error">{INTEGRATION_TEXTS.loadFailed}</Alert>
        ) : integrations.data.length === 0 ? (
          <EmptyState icon={Plug} title="No integrations" description={INTEGRATION_TEXTS.empty} />
        ) : (
          <ul className="divide-y divide-slate-200">
            {integrations.data.map((integration) => (
              <li key={integration.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <p className="font-medium break-words text-slate-900">{integration.name}</p>
                  <p className="text-sm text-slate-600">
                    {INTEGRATION_CATEGORIES[integration.category as IntegrationCategory]?.label ?? integration.category} ·{' '}
                    {integration.api_type}
                  </p>
                  <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                    <Badge tone={integration.is_enabled ? 'success' : 'neutral'}>
                      {integration.is_enabled ? 'Enabled' : 'Disabled'}
                    </Badge>
                    {integration.test_status ? (
                      <Badge tone={integration.test_status === 'success' ? 'success' : 'danger'}>
                        {integration.test_status === 'success' ? 'Test passed' : 'Test failed'}
                      </Badge>
                    ) : (
                      <Badge>Not tested</Badge>
                    )}
                    {integration.last_tested ? <span>Last tested {formatDateTime(integration.last_tested)}</span> : null}
                  </div>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={test.isPending}
                    onClick={() => run(test, integration.id, INTEGRATION_TEXTS.testFailed, INTEGRATION_TEXTS.testOk)}
                  >
                    {test.isPending && test.variables === integration.id ? 'Testing...' : 'Test'}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => run(toggle, integration.id, INTEGRATION_TEXTS.toggleFailed)}
                  >
                    {integration.is_enabled ? 'Disable' : 'Enable'}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setDeleting(integration)}>
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <AddIntegrationModal
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(text) => setNotice({ tone: 'success', text })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete integration"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          run(remove, deleting.id, INTEGRATION_TEXTS.deleteFailed, INTEGRATION_TEXTS.deleted);
          setDeleting(null);
        }}
      >
        {INTEGRATION_TEXTS.confirmDelete}
      </ConfirmDialog>
    </>
  );
}

import { Database } from 'lucide-react';
import { SUPER_ADMIN_TEXTS } from '@frontdesk/contracts/super-admin';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-error';
import { useDbStatusTest } from '../api/super-admin';
import { counted } from '@frontdesk/contracts/counted';

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status > 0) return `${error.status} ${error.statusText || error.message}`.trim();
  return SUPER_ADMIN_TEXTS.networkError;
}

/** Database connection test (document 000, section 2.7): idle, testing, connected, failed. */
export function DbStatusCard() {
  const test = useDbStatusTest();
  return (
    <Card title="Database" description="Check that the database answers.">
      <div className="space-y-3">
        {test.isSuccess ? (
          <Alert tone="success" title="Connected">
            {counted(test.data.companyCount, 'company', 'companies')} · {test.data.database} · {test.data.latencyMs} ms
          </Alert>
        ) : null}
        {test.isError ? (
          <Alert tone="error" title={SUPER_ADMIN_TEXTS.connectionFailed}>
            {failureText(test.error)}
          </Alert>
        ) : null}
        <Button variant="secondary" onClick={() => test.mutate()} disabled={test.isPending}>
          <Database aria-hidden className="size-4" />
          {test.isPending ? 'Testing...' : 'Test Connection'}
        </Button>
      </div>
    </Card>
  );
}

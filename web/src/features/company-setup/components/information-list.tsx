import { useState } from 'react';
import { BookOpen, X } from 'lucide-react';
import type { KnowledgeEntry } from '@frontdesk/contracts/knowledge';
import { TEXTS } from '@frontdesk/contracts/texts';
import { NOTICE_MS } from '@frontdesk/contracts/web-ui';
import { Alert } from '../../../components/ui/alert';
import { Button, focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { useTimedNotice } from '../../../hooks/use-timed-notice';
import { serverMessageOr } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useCompanyInformation } from '../api/get-company-information';
import { useDeleteCompanyInformation } from '../api/delete-company-information';

export function InformationList() {
  const information = useCompanyInformation();
  const remove = useDeleteCompanyInformation();
  const [confirming, setConfirming] = useState<KnowledgeEntry | null>(null);
  const [deleted, showDeleted] = useTimedNotice<true>(NOTICE_MS);

  function confirmDelete() {
    if (!confirming) return;
    showDeleted(null);
    remove.mutate(confirming.id, {
      onSuccess: () => showDeleted(true),
      onSettled: () => setConfirming(null),
    });
  }

  const count = information.data?.length;

  return (
    <Card title={count ? `Existing Information (${count})` : 'Existing Information'}>
      <div className="space-y-4">
        {deleted ? <Alert tone="success">{TEXTS.companySetup.deleted}</Alert> : null}
        {remove.isError ? <Alert tone="error">{serverMessageOr(remove.error, TEXTS.companySetup.deleteFailed)}</Alert> : null}
        {information.isPending ? <LoadingState label="Loading company information..." /> : null}
        {information.isError ? (
          <Alert tone="error">
            <p>{serverMessageOr(information.error, TEXTS.companySetup.loadFailed)}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void information.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {information.data?.length === 0 ? (
          <EmptyState icon={BookOpen} title={TEXTS.companySetup.empty} description="Entries you add appear here." />
        ) : null}
        {information.data && information.data.length > 0 ? (
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {information.data.map((entry) => (
              <li key={entry.id} className="flex items-start gap-3 p-3 sm:p-4">
                <div className="min-w-0 flex-1">
                  <h3 className="font-medium break-words text-slate-900">{entry.companyTitle}</h3>
                  <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-600">{entry.definition}</p>
                </div>
                <button
                  type="button"
                  aria-label={`Delete ${entry.companyTitle}`}
                  title="Delete"
                  onClick={() => setConfirming(entry)}
                  className={cn('-m-1 shrink-0 rounded-md p-2 text-slate-400 hover:bg-red-50 hover:text-red-600', focusRing)}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete information"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      >
        <p>{TEXTS.companySetup.confirmDelete}</p>
        {confirming ? <p className="mt-2 font-medium text-slate-900">{confirming.companyTitle}</p> : null}
      </ConfirmDialog>
    </Card>
  );
}

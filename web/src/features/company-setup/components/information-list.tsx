import { useEffect, useRef, useState } from 'react';
import { BookOpen } from 'lucide-react';
import type { KnowledgeEntry } from '@frontdesk/contracts/knowledge';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { serverMessageOr } from '../../../lib/api-error';
import { useCompanyInformation } from '../api/get-company-information';
import { useDeleteCompanyInformation } from '../api/delete-company-information';
import { InformationEntry } from './information-entry';

/** The entries; `onNotice` shows the page's one notice, so "added", "updated" and "deleted" replace each other. */
export function InformationList({ onNotice }: { onNotice: (text: string | null) => void }) {
  const information = useCompanyInformation();
  const remove = useDeleteCompanyInformation();
  const [confirming, setConfirming] = useState<KnowledgeEntry | null>(null);
  // The deleted entry's place in the list: once the list comes back without it, the keyboard goes
  // to the entry now there (or the one before), not to the page's start.
  const list = useRef<HTMLUListElement>(null);
  const deletedAt = useRef<number | null>(null);
  useEffect(() => {
    if (deletedAt.current === null || !information.data) return;
    const edits = list.current?.querySelectorAll<HTMLElement>('[data-edit-entry]') ?? [];
    edits[Math.min(deletedAt.current, edits.length - 1)]?.focus();
    deletedAt.current = null;
  }, [information.data]);

  function confirmDelete() {
    if (!confirming) return;
    onNotice(null);
    const at = information.data?.findIndex((entry) => entry.id === confirming.id) ?? -1;
    remove.mutate(confirming.id, {
      onSuccess: () => {
        deletedAt.current = at >= 0 ? at : null;
        onNotice(TEXTS.companySetup.deleted);
      },
      onSettled: () => setConfirming(null),
    });
  }

  const count = information.data?.length;

  return (
    <Card title={count ? `Existing Information (${count})` : 'Existing Information'}>
      <div className="space-y-4">
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
          <ul ref={list} className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {namesOf(information.data).map(({ entry, name }) => (
              <li key={entry.id}>
                <InformationEntry entry={entry} name={name} onDelete={() => setConfirming(entry)} onNotice={onNotice} />
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

/**
 * Each entry's name for its Edit and Delete buttons: its title, numbered from the second time a
 * title repeats ("Opening hours (2)"), so a screen reader tells two alike apart.
 */
function namesOf(entries: KnowledgeEntry[]): { entry: KnowledgeEntry; name: string }[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const key = entry.companyTitle.trim().toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return { entry, name: count > 1 ? `${entry.companyTitle} (${count})` : entry.companyTitle };
  });
}

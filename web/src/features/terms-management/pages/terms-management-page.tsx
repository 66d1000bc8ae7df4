import { useState } from 'react';
import { TERMS_MAX_LENGTH, TERMS_TEXTS } from '@frontdesk/contracts/auth';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/text-field';
import { ApiError, serverMessageOr } from '../../../lib/api-error';
import { useTerms } from '../../auth/api/get-terms';
import { useSaveTerms } from '../api/terms';

const noAnswer = (error: unknown) => error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

/** Terms and Conditions Management (document 001): the text the sign-up page asks people to accept. */
export function TermsManagementPage() {
  const terms = useTerms({ enabled: true });
  // Kept here: the editor starts afresh from each saved text, and the outcome outlives it.
  const save = useSaveTerms();
  // No terms saved yet (404) is a blank page to write on, not a failure.
  const missing = terms.error instanceof ApiError && terms.error.status === 404;
  const saved = terms.data ?? '';
  const ready = terms.isSuccess || missing;

  return (
    <>
      <PageHeader title="Terms and Conditions" description="What new companies accept when they sign up." />
      {ready ? (
        <TermsEditor key={saved} saved={saved} save={save} onReset={() => void terms.refetch()} />
      ) : terms.isError ? (
        <Alert tone="error">
          <p>{noAnswer(terms.error) ? TERMS_TEXTS.loadError : TERMS_TEXTS.loadFailed}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void terms.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <LoadingState label="Loading terms and conditions..." />
      )}
    </>
  );
}

function TermsEditor({ saved, save, onReset }: { saved: string; save: ReturnType<typeof useSaveTerms>; onReset: () => void }) {
  const [draft, setDraft] = useState(saved);

  return (
    <Card>
      <div className="space-y-4">
        {save.isSuccess ? <Alert tone="success">{save.data.message}</Alert> : null}
        {save.isError ? (
          <Alert tone="error">
            {noAnswer(save.error) ? TERMS_TEXTS.saveError : serverMessageOr(save.error, TERMS_TEXTS.updateFailed)}
          </Alert>
        ) : null}
        <TextAreaField
          label="Terms and conditions"
          rows={20}
          maxLength={TERMS_MAX_LENGTH}
          value={draft}
          onChange={(event) => {
            save.reset();
            setDraft(event.target.value);
          }}
          hint={`${draft.length.toLocaleString('en-US')} / ${TERMS_MAX_LENGTH.toLocaleString('en-US')} characters`}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              save.reset();
              setDraft(saved);
              onReset();
            }}
          >
            Reset
          </Button>
          <Button disabled={draft.trim() === '' || save.isPending} onClick={() => save.mutate(draft)}>
            {save.isPending ? 'Saving...' : 'Save Terms'}
          </Button>
        </div>
      </div>
      {/* A save gives the editor the saved text afresh (its key), so only typing since then holds a leave. */}
      <UnsavedChangesGuard dirty={draft !== saved} />
    </Card>
  );
}

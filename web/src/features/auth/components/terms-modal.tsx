import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { LoadingState } from '../../../components/ui/spinner';
import { describeTermsError, useTerms } from '../api/get-terms';
import { TEXTS } from '@frontdesk/contracts/texts';

interface TermsModalProps {
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
}

/** The terms text with Close and Accept Terms; accepting needs terms that actually loaded. */
export function TermsModal({ open, onClose, onAccept }: TermsModalProps) {
  const terms = useTerms({ enabled: open });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Terms and Conditions"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onAccept} disabled={!terms.isSuccess}>
            {TEXTS.actions.acceptTerms}
          </Button>
        </>
      }
    >
      {terms.isPending ? <LoadingState label="Loading terms..." /> : null}
      {terms.isError ? <Alert tone="error">{describeTermsError(terms.error)}</Alert> : null}
      {terms.isSuccess ? <div className="whitespace-pre-wrap text-sm leading-6 text-slate-700">{terms.data}</div> : null}
    </Modal>
  );
}

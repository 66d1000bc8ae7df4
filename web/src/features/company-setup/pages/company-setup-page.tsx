import { NOTICE_MS } from '@frontdesk/contracts/web-ui';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { useTimedNotice } from '../../../hooks/use-timed-notice';
import { AddInformationForm } from '../components/add-information-form';
import { InformationList } from '../components/information-list';

export function CompanySetupPage() {
  // One notice for the page: a new one ("added", "updated", "deleted") replaces the last.
  const [notice, showNotice] = useTimedNotice<string>(NOTICE_MS);
  return (
    <>
      <PageHeader title="Company Setup" description="Teach your assistant the facts about your business." />
      {notice ? (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <AddInformationForm onNotice={showNotice} />
        <InformationList onNotice={showNotice} />
      </div>
    </>
  );
}

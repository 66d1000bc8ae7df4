import { PageHeader } from '../../../components/ui/page-header';
import { AddInformationForm } from '../components/add-information-form';
import { InformationList } from '../components/information-list';

export function CompanySetupPage() {
  return (
    <>
      <PageHeader title="Company Setup" description="Teach your assistant the facts about your business." />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AddInformationForm />
        <InformationList />
      </div>
    </>
  );
}

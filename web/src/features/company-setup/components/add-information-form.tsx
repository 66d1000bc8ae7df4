import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { serverMessageOr } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import {
  addInformationFormSchema,
  useAddCompanyInformation,
  type AddInformationFormInput,
  type AddInformationInput,
} from '../api/add-company-information';
import { KnowledgeEntryFields } from './knowledge-entry-fields';

const FIELDS = ['companyTitle', 'definition'] as const;

export function AddInformationForm({ onNotice }: { onNotice: (text: string | null) => void }) {
  const add = useAddCompanyInformation();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    resetField,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<AddInformationFormInput, unknown, AddInformationInput>({
    resolver: zodResolver(addInformationFormSchema),
    defaultValues: { companyTitle: '', definition: '' },
  });
  const definitionLength = useWatch({ control, name: 'definition' }).length;

  const onSubmit = handleSubmit(
    (values) => {
      onNotice(null);
      add.mutate(values, {
        onSuccess: () => {
          // Clear only what was sent: a field already holding the next entry's text keeps it.
          for (const field of FIELDS) if (getValues(field) === values[field]) resetField(field);
          onNotice(TEXTS.companySetup.added);
          // The button was disabled while saving, which drops the focus: the keyboard goes on to the next entry.
          setFocus('companyTitle');
        },
        onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
      });
    },
    // A next entry refused for its fields: the last one's "added" would read as this one's.
    () => onNotice(null),
  );

  return (
    <Card
      title="Add Company Information"
      description={
        <>
          Your assistant answers visitors from these entries. Add one entry per topic people ask about — for example, the title{' '}
          <q className="font-medium text-slate-800">Parking</q> with the description{' '}
          <q className="font-medium text-slate-800">Free parking behind the building, entrance from Mill Street.</q>
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {add.isError ? <Alert tone="error">{serverMessageOr(add.error, TEXTS.companySetup.addFailed)}</Alert> : null}
        <KnowledgeEntryFields
          register={register}
          errors={errors}
          definitionLength={definitionLength}
          rows={6}
          placeholders={{
            title: 'e.g. Opening hours',
            definition: 'e.g. We are open Monday to Friday, 9 am to 6 pm, and Saturday 10 am to 2 pm.',
          }}
        />
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : TEXTS.actions.addInformation}
        </Button>
      </form>
    </Card>
  );
}

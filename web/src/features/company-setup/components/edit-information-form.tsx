import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { KnowledgeEntry } from '@frontdesk/contracts/knowledge';
import { TEXTS } from '@frontdesk/contracts/texts';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-error';
import { serverMessageOr } from '../../../lib/api-error';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useSubmitError } from '../../../lib/use-submit-error';
import { cancelOnEscape } from '../../../hooks/use-edit-in-place';
import { addInformationFormSchema, type AddInformationFormInput, type AddInformationInput } from '../api/add-company-information';
import { useUpdateCompanyInformation } from '../api/update-company-information';
import { KnowledgeEntryFields } from './knowledge-entry-fields';

const FIELDS = ['companyTitle', 'definition'] as const;

type Props = { entry: KnowledgeEntry; onSaved: (message: string) => void; onCancel: () => void };

/**
 * An entry edited in place, with the add form's rules: the title takes the focus when it opens,
 * a field left empty says so under itself, and Escape cancels.
 */
export function EditInformationForm({ entry, onSaved, onCancel }: Props) {
  const update = useUpdateCompanyInformation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<AddInformationFormInput, unknown, AddInformationInput>({
    resolver: zodResolver(addInformationFormSchema),
    mode: 'onChange',
    defaultValues: { companyTitle: entry.companyTitle, definition: entry.definition },
  });
  const definitionLength = useWatch({ control, name: 'definition' }).length;
  const failure = useSubmitError(watch, update, (error) => serverMessageOr(error, TEXTS.companySetup.updateFailed), FIELDS);

  useEffect(() => setFocus('companyTitle'), [setFocus]);

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { id: entry.id, ...values },
      {
        onSuccess: ({ message }) => onSaved(message),
        onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
      },
    ),
  );

  return (
    <form
      noValidate
      aria-label={`Edit ${entry.companyTitle}`}
      className="space-y-3 p-3 sm:p-4"
      onSubmit={(event) => void onSubmit(event)}
      onKeyDown={cancelOnEscape(onCancel)}
    >
      {failure ? <FormError key={failure} message={failure} /> : null}
      <KnowledgeEntryFields register={register} errors={errors} definitionLength={definitionLength} rows={5} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

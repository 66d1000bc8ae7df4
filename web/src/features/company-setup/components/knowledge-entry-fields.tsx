import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { KNOWLEDGE_LIMITS } from '@frontdesk/contracts/knowledge';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import type { AddInformationFormInput } from '../api/add-company-information';
import { characterCount } from './character-count';

type Props = {
  register: UseFormRegister<AddInformationFormInput>;
  errors: FieldErrors<AddInformationFormInput>;
  definitionLength: number;
  rows: number;
  /** Examples shown in the empty fields of a new entry. */
  placeholders?: { title: string; definition: string };
};

/** A knowledge entry's title and description, as the add and edit forms ask for them. */
export function KnowledgeEntryFields({ register, errors, definitionLength, rows, placeholders }: Props) {
  return (
    <>
      <TextField
        label="Title"
        placeholder={placeholders?.title}
        maxLength={KNOWLEDGE_LIMITS.titleMax}
        required
        error={errors.companyTitle?.message}
        {...register('companyTitle')}
      />
      <TextAreaField
        label="Description"
        placeholder={placeholders?.definition}
        rows={rows}
        maxLength={KNOWLEDGE_LIMITS.definitionMax}
        required
        hint={characterCount(definitionLength, KNOWLEDGE_LIMITS.definitionMax)}
        error={errors.definition?.message}
        {...register('definition')}
      />
    </>
  );
}

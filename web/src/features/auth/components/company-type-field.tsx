import { useEffect } from 'react';
import { useController, type Control } from 'react-hook-form';
import { RadioCards } from '../../../components/ui/radio-cards';
import { LoadingState } from '../../../components/ui/spinner';
import { useCompanyTypes } from '../api/get-company-types';
import type { RegisterFormInput } from '../api/register';

/** The business type radio list, loaded from the server (document 000, section 2.3). */
export function CompanyTypeField({ control }: { control: Control<RegisterFormInput> }) {
  const { companyTypes } = useCompanyTypes();
  const { field, fieldState } = useController({ control, name: 'companyType' });
  const { value, onChange } = field;

  // The default type may not be on the server's list; then the first listed type is chosen.
  useEffect(() => {
    const first = companyTypes?.[0];
    if (first && !companyTypes.some((type) => type.type === value)) onChange(first.type);
  }, [companyTypes, value, onChange]);

  if (!companyTypes) return <LoadingState label="Loading business types..." />;

  return (
    <RadioCards
      legend="Business type"
      name={field.name}
      value={value ?? ''}
      onChange={onChange}
      error={fieldState.error?.message}
      options={companyTypes.map((type) => ({
        value: type.type,
        title: type.name,
        description: type.description,
        aside: type.price,
      }))}
    />
  );
}

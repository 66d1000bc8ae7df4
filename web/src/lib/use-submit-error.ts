import { useEffect } from 'react';
import { ApiError } from './api-error';
import { isFieldKeyOf } from './form-errors';

type Watch = (callback: () => void) => { unsubscribe: () => void };
type Submission = { error: Error | null; reset: () => void };

/**
 * The message a form shows above its fields after a failed submit, following one pattern: gone as
 * soon as a field changes (the mutation is reset), and not repeated when the server's reason is
 * already shown under the field it concerns.
 */
export function useSubmitError(
  watch: Watch,
  submission: Submission,
  describe: (error: Error) => string,
  fields: readonly string[] = [],
): string | null {
  const { error, reset } = submission;
  useEffect(() => {
    if (!error) return;
    const subscription = watch(() => reset());
    return () => subscription.unsubscribe();
  }, [watch, error, reset]);
  if (!error) return null;
  const underFields =
    error instanceof ApiError && Object.keys(error.fieldErrors).some((key) => fields.some((field) => isFieldKeyOf(key, field)));
  return underFields ? null : describe(error);
}

import { useEffect } from 'react';
import { ApiError } from './api-error';
import { isFieldKeyOf } from './form-errors';

/** react-hook-form's `watch(callback)`: `type` is the DOM event of a person's edit, absent for `reset` and `setValue`. */
type Watch = (callback: (values: unknown, change: { type?: string }) => void) => { unsubscribe: () => void };
type Submission = { error: Error | null; reset: () => void };

/**
 * The message a form shows above its fields after a failed submit, following one pattern: gone as
 * soon as the person changes a field (the mutation is reset), and not repeated when the server's
 * reason is already shown under the field it concerns. A form's own `reset` (after the next submit
 * succeeded, say) clears nothing: it would wipe that newer result.
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
    const subscription = watch((_values, { type }) => {
      if (type) reset();
    });
    return () => subscription.unsubscribe();
  }, [watch, error, reset]);
  if (!error) return null;
  const underFields =
    error instanceof ApiError && Object.keys(error.fieldErrors).some((key) => fields.some((field) => isFieldKeyOf(key, field)));
  return underFields ? null : describe(error);
}

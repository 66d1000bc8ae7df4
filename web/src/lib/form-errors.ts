import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts the server's per-field messages (400 VALIDATION_FAILED) under the matching inputs.
 * Returns whether any field was marked, so the caller knows if a form-level message is needed.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const target = fields.find((name) => name === field);
    const message = messages[0];
    if (target && message) {
      setError(target, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/** Whether the server's field key concerns this input: the field itself or an item of it (`allowed_domains.0`). */
export function isFieldKeyOf(key: string, field: string): boolean {
  return key === field || key.startsWith(`${field}.`);
}

/**
 * Puts the server's per-field messages (400 VALIDATION_FAILED) under the matching inputs; a message
 * about an item of a list goes under the input that edits the list.
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
    const target = fields.find((name) => isFieldKeyOf(field, name));
    const message = messages[0];
    if (target && message) {
      setError(target, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

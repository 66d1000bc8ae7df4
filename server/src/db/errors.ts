/** True when a statement failed on a unique constraint (PostgreSQL code 23505), whatever the driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

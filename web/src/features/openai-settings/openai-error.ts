import { errorBodySchema } from '@frontdesk/contracts/errors';
import { ApiError } from '../../lib/api-error';

/** Document 001, section 8: these screens show the server's `error` field (else its message), else their own text. */
export function openaiErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const body = errorBodySchema.partial().safeParse(error.data);
  return (body.success ? body.data.error : undefined) ?? error.serverMessage ?? fallback;
}

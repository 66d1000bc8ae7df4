import { ApiError, serverMessageOr } from '../../lib/api-error';

/**
 * Document 001, section 8: without an answer the page says 'Error … appointment'; with one, the
 * server's own words (a taken time, a bad field) or 'Failed to … appointment'.
 */
export function appointmentFailure(error: unknown, failed: string, errored: string): string {
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) return errored;
  return serverMessageOr(error, failed);
}

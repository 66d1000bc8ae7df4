import { MESSAGES_TEXTS } from '@frontdesk/contracts/messages';
import { ApiError, serverMessageOr } from '../../lib/api-error';

/** Document 001, section 8: no answer reads 'Network error'; any other failure the server's words or 'Failed to fetch messages'. */
export function fetchFailure(error: unknown): string {
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) return MESSAGES_TEXTS.networkError;
  return serverMessageOr(error, MESSAGES_TEXTS.fetchFailed);
}

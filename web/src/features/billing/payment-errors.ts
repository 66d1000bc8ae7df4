import { BILLING_TEXTS } from '@frontdesk/contracts/billing';
import { ERROR_CODES, errorBodySchema } from '@frontdesk/contracts/errors';
import { ApiError } from '../../lib/api-error';

/** Document 001, billing messages: what a failed payment attempt tells the user. */
export function paymentFailure(error: unknown): string {
  if (!(error instanceof ApiError) || error.kind === 'network' || error.kind === 'timeout') {
    return BILLING_TEXTS.paymentConnection;
  }
  const body = errorBodySchema.partial().safeParse(error.data);
  const data = body.success ? body.data : {};
  if (error.serverCode === ERROR_CODES.paymentAlreadyExists) {
    return BILLING_TEXTS.alreadyExists(data.period ?? '');
  }
  if (data.requiresSetup) {
    return `${error.serverMessage ?? ''} ${BILLING_TEXTS.setupHint}`.trim();
  }
  return error.serverMessage ? `${BILLING_TEXTS.sessionFailed}: ${error.serverMessage}` : BILLING_TEXTS.sessionFailed;
}

/** The spec's rule: a message about configuring payments is shown as 'Payment Setup Required'. */
export function needsSetup(message: string): boolean {
  return message.includes('configure');
}

/** A load failure of the billing page, with the spec's wording for each source. */
export function loadFailure(error: unknown, what: 'company' | 'history'): string {
  const offline = !(error instanceof ApiError) || error.kind === 'network' || error.kind === 'timeout';
  if (what === 'company') {
    return offline ? BILLING_TEXTS.companyInfoConnection : BILLING_TEXTS.companyInfoFailed(error.serverMessage);
  }
  return offline ? BILLING_TEXTS.historyConnection : BILLING_TEXTS.historyFailed(error.serverMessage ?? error.message);
}

import { GOOGLE_CONNECTED_MESSAGE, GOOGLE_TEXTS } from '@frontdesk/contracts/calendar-connections';
import type { GoogleOAuthResult } from './components/google-calendar-card';

/**
 * The server's OAuth callback sends the popup to /google-integrations?google=connected (or
 * =failed&message=…). In the popup, the outcome goes to the page that opened it and the popup
 * closes; opened on its own, the page shows the outcome on its Google Calendar tab.
 */
export function googleOAuthOutcome(search: string): { ok: boolean; message: string } | null {
  const params = new URLSearchParams(search);
  const state = params.get('google');
  if (state === 'connected') return { ok: true, message: GOOGLE_TEXTS.connected };
  if (state === 'failed') return { ok: false, message: params.get('message') ?? GOOGLE_TEXTS.oauthFailed };
  return null;
}

/** True when the outcome went to the opener (and this popup is closing). */
export function handOutcomeToOpener(outcome: { ok: boolean; message: string }): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return false;
  const result: GoogleOAuthResult = { type: GOOGLE_CONNECTED_MESSAGE, ...outcome };
  opener.postMessage(result, window.location.origin);
  window.close();
  return true;
}

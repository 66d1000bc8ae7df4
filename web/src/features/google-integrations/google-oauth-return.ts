import { GOOGLE_CONNECTED_MESSAGE, GOOGLE_TEXTS } from '@frontdesk/contracts/calendar-connections';
import { localStorageOrMemory } from '../../lib/browser-storage';

/** Where the server's OAuth callback sends the popup back to. */
export const GOOGLE_RESULT_PATH = '/google-integrations';

export type GoogleOAuthOutcome = { ok: boolean; message: string };
/** What the authorisation popup tells the page that opened it before it closes. */
export type GoogleOAuthResult = { type: typeof GOOGLE_CONNECTED_MESSAGE } & GoogleOAuthOutcome;

// Set by the page when it opens the popup; the page that comes back in the popup reads it.
const POPUP_OPENED_KEY = 'frontdesk:google-oauth-popup';
// Long enough for a slow consent screen; an older mark is a popup that was closed unfinished.
const POPUP_MARK_MS = 15 * 60_000;

/**
 * The server's OAuth callback sends the popup to /google-integrations?google=connected (or
 * =failed&message=…).
 */
export function googleOAuthOutcome(search: string): GoogleOAuthOutcome | null {
  const params = new URLSearchParams(search);
  const state = params.get('google');
  if (state === 'connected') return { ok: true, message: GOOGLE_TEXTS.connected };
  if (state === 'failed') return { ok: false, message: params.get('message') || GOOGLE_TEXTS.oauthFailed };
  return null;
}

/** The page notes whether the consent popup opened (see handOutcomeToOpener); blocked, this tab goes to Google itself. */
export function notePopupOpened(popup: Window | null): void {
  if (popup) localStorageOrMemory().setItem(POPUP_OPENED_KEY, String(Date.now()));
  else localStorageOrMemory().removeItem(POPUP_OPENED_KEY);
}

/**
 * In the popup, back from Google: hands the outcome to the page that opened it and closes. The
 * server's Cross-Origin-Opener-Policy (same-origin) cuts a popup off from its opener once it has
 * been to Google, so window.opener is then null; the outcome therefore also goes over a
 * BroadcastChannel, which every page of this origin hears, and the popup knows it is one by the
 * mark its opener left. Returns whether the outcome was handed over (the popup is closing).
 */
export function handOutcomeToOpener(outcome: GoogleOAuthOutcome): boolean {
  const storage = localStorageOrMemory();
  const openedAt = Number(storage.getItem(POPUP_OPENED_KEY) ?? 0);
  const opener = (window.opener ?? null) as Window | null;
  const hasOpener = opener !== null && opener !== window;
  if (!hasOpener && !(openedAt > 0 && Date.now() - openedAt < POPUP_MARK_MS)) return false;
  storage.removeItem(POPUP_OPENED_KEY);
  const result: GoogleOAuthResult = { type: GOOGLE_CONNECTED_MESSAGE, ...outcome };
  if (hasOpener) opener.postMessage(result, window.location.origin);
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(GOOGLE_CONNECTED_MESSAGE);
    channel.postMessage(result);
    channel.close();
  }
  window.close();
  return true;
}

function isResult(data: unknown): data is GoogleOAuthResult {
  if (typeof data !== 'object' || data === null) return false;
  const { type, ok, message } = data as Record<string, unknown>;
  return type === GOOGLE_CONNECTED_MESSAGE && typeof ok === 'boolean' && typeof message === 'string';
}

/** The opener's side: calls back with the popup's outcome, from this origin only. Returns the unsubscribe. */
export function listenForGoogleOAuthResult(onResult: (outcome: GoogleOAuthOutcome) => void): () => void {
  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.origin !== window.location.origin || !isResult(event.data)) return;
    onResult({ ok: event.data.ok, message: event.data.message });
  };
  // A channel carries messages of this origin only.
  const onBroadcast = (event: MessageEvent<unknown>) => {
    if (isResult(event.data)) onResult({ ok: event.data.ok, message: event.data.message });
  };
  window.addEventListener('message', onMessage);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(GOOGLE_CONNECTED_MESSAGE);
  channel?.addEventListener('message', onBroadcast);
  return () => {
    window.removeEventListener('message', onMessage);
    channel?.close();
  };
}

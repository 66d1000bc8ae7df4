import { STORAGE_KEYS } from '@frontdesk/contracts/constants';
import { localStorageOrMemory, sessionStorageOrMemory } from '../browser-storage';

/** Where sessions are kept: every tab's, and this tab's own (which wins while it holds one). */
export interface SessionStorages {
  shared: Storage;
  tab: Storage;
}

/**
 * Where sessions live: `shared` by every tab of the browser (a user's sign-in), `tab` by this tab
 * alone (an operator's visit to a company, so the operator's own tab stays the operator's).
 */
export const sessionStorages: SessionStorages = { shared: localStorageOrMemory(), tab: sessionStorageOrMemory() };

/** The token requests carry: this tab's own session first, else the browser's. */
export function readCurrentToken(storages: SessionStorages): string | null {
  return storages.tab.getItem(STORAGE_KEYS.token) ?? storages.shared.getItem(STORAGE_KEYS.token);
}

/**
 * The signed-in user's token as requests send it, read at call time. Apart from the session's
 * schemas (session-storage.ts), so the visitor's chat page can carry the simulator's voice calls
 * without zod.
 */
export function readStoredToken(): string | null {
  return readCurrentToken(sessionStorages);
}

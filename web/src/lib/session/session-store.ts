import type { AuthUser } from '@frontdesk/contracts/auth';
import type { PagePermission } from '@frontdesk/contracts/permissions';
import { isJwtExpired } from './jwt';
import { clearStoredSession, readStoredSession, writePermissions, writeToken, writeUser } from './session-storage';
import type { SessionStorages } from './stored-token';

export type SessionState =
  | { status: 'anonymous'; notice: string | null }
  | { status: 'authenticated'; token: string; user: AuthUser; permissions: PagePermission[] };

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * The browser session (document 000, section 4), mirrored to storage so a reload restores it. A
 * sign-in is shared by the browser's tabs; an operator's visit to a company (impersonation) is
 * kept by its tab alone, and when it ends the tab falls back to the operator's own session. A
 * stored token whose expiry has passed is dropped on load instead of being restored.
 */
export function createSessionStore({ storages, now }: { storages: SessionStorages; now: () => number }) {
  const listeners = new Set<() => void>();
  const endListeners = new Set<() => void>();
  let state: SessionState = restore(storages.tab) ?? restore(storages.shared) ?? { status: 'anonymous', notice: null };

  function restore(storage: Storage): SessionState | null {
    const stored = readStoredSession(storage);
    if (stored && !isJwtExpired(stored.token, now())) return { status: 'authenticated', ...stored };
    clearStoredSession(storage);
    return null;
  }

  /** The storage holding the current session: this tab's while it visits a company. */
  function home(user: AuthUser): Storage {
    return user.impersonatedBy ? storages.tab : storages.shared;
  }

  function set(next: SessionState): void {
    state = next;
    listeners.forEach((listener) => {
      listener();
    });
  }

  const getState = (): SessionState => state;

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  /** Hears every end of an authenticated session (logout, 401, inactivity). */
  const onEnd = (listener: () => void): (() => void) => {
    endListeners.add(listener);
    return () => {
      endListeners.delete(listener);
    };
  };

  const signIn = (token: string, user: AuthUser): void => {
    const storage = home(user);
    // The token last: the browser's other tabs follow its change, and read the user written before it.
    writeUser(storage, user);
    writePermissions(storage, user.permissions);
    writeToken(storage, token);
    set({ status: 'authenticated', token, user, permissions: user.permissions });
  };

  const updateUser = (user: AuthUser): void => {
    if (state.status !== 'authenticated') return;
    writeUser(home(state.user), user);
    set({ ...state, user });
  };

  const setPermissions = (permissions: PagePermission[]): void => {
    if (state.status !== 'authenticated') return;
    writePermissions(home(state.user), permissions);
    set({ ...state, permissions });
  };

  /**
   * Forgets the session; `notice` is what the sign-in page should say about why. Ending a visit to
   * a company returns the tab to the operator's own session when there is one.
   */
  const end = (notice: string | null): void => {
    const wasAuthenticated = state.status === 'authenticated';
    const wasVisit = state.status === 'authenticated' && Boolean(state.user.impersonatedBy);
    clearStoredSession(wasVisit ? storages.tab : storages.shared);
    set((wasVisit ? restore(storages.shared) : null) ?? { status: 'anonymous', notice });
    if (wasAuthenticated)
      endListeners.forEach((listener) => {
        listener();
      });
  };

  /**
   * Another tab changed the browser's sign-in (signed out, timed out, signed in anew): this tab
   * follows at once rather than going on with a session that is gone. A tab visiting a company keeps
   * its visit, whose session is its own.
   */
  const followShared = (notice: string): void => {
    if (state.status === 'authenticated' && state.user.impersonatedBy) return;
    const stored = readStoredSession(storages.shared);
    if (stored && !isJwtExpired(stored.token, now())) {
      if (state.status !== 'authenticated' || state.token !== stored.token) set({ status: 'authenticated', ...stored });
      return;
    }
    if (state.status !== 'authenticated') return;
    set({ status: 'anonymous', notice });
    endListeners.forEach((listener) => {
      listener();
    });
  };

  return { getState, subscribe, onEnd, signIn, updateUser, setPermissions, end, followShared };
}

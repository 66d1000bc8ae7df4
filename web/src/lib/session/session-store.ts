import type { AuthUser } from '@frontdesk/contracts/auth';
import type { PagePermission } from '@frontdesk/contracts/permissions';
import { isJwtExpired } from './jwt';
import { clearStoredSession, readStoredSession, writePermissions, writeToken, writeUser } from './session-storage';

export type SessionState =
  | { status: 'anonymous'; notice: string | null }
  | { status: 'authenticated'; token: string; user: AuthUser; permissions: PagePermission[] };

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * The browser session (document 000, section 4), mirrored to local storage so a reload restores
 * it. A stored token whose expiry has passed is dropped on load instead of being restored.
 */
export function createSessionStore({ storage, now }: { storage: Storage; now: () => number }) {
  const listeners = new Set<() => void>();
  const endListeners = new Set<() => void>();
  let state: SessionState = restore();

  function restore(): SessionState {
    const stored = readStoredSession(storage);
    if (stored && !isJwtExpired(stored.token, now())) return { status: 'authenticated', ...stored };
    clearStoredSession(storage);
    return { status: 'anonymous', notice: null };
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
    writeToken(storage, token);
    writeUser(storage, user);
    writePermissions(storage, user.permissions);
    set({ status: 'authenticated', token, user, permissions: user.permissions });
  };

  const updateUser = (user: AuthUser): void => {
    if (state.status !== 'authenticated') return;
    writeUser(storage, user);
    set({ ...state, user });
  };

  const setPermissions = (permissions: PagePermission[]): void => {
    if (state.status !== 'authenticated') return;
    writePermissions(storage, permissions);
    set({ ...state, permissions });
  };

  /** Forgets the session; `notice` is what the sign-in page should say about why. */
  const end = (notice: string | null): void => {
    const wasAuthenticated = state.status === 'authenticated';
    clearStoredSession(storage);
    set({ status: 'anonymous', notice });
    if (wasAuthenticated)
      endListeners.forEach((listener) => {
        listener();
      });
  };

  return { getState, subscribe, onEnd, signIn, updateUser, setPermissions, end };
}

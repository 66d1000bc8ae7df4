import { createContext, use, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthUser } from '@frontdesk/contracts/auth';
import { ACTIVITY_THROTTLE_MS, INACTIVITY_TIMEOUT_MS, SESSION_KEEP_ALIVE_MS, STORAGE_KEYS } from '@frontdesk/contracts/constants';
import { ERROR_CODES } from '@frontdesk/contracts/errors';
import { TEXTS } from '@frontdesk/contracts/texts';
import { setUnauthorizedHandler } from '../api-client';
import { startInactivityTimer, type SharedActivity } from './inactivity';
import { fetchMe, fetchMyPermissions, postLogout } from './session-api';
import { createSessionStore, type SessionState, type SessionStore } from './session-store';
import { sessionStorages } from './stored-token';

export interface SessionContextValue {
  state: SessionState;
  signIn: (token: string, user: AuthUser) => void;
  updateUser: (user: AuthUser) => void;
  /** Ends the session here at once and tells the server; settles once the server has heard (or failed to). */
  logout: () => Promise<void>;
  /** Ends the session without a server call (a rejected link, a finished password reset). */
  end: (notice: string | null) => void;
  onEnd: (listener: () => void) => () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

// The last activity in any tab of the browser, so that a quiet tab does not sign out a busy one.
const LAST_ACTIVITY_KEY = 'frontdesk:last-activity';
const sharedActivity: SharedActivity = {
  read: () => Number(sessionStorages.shared.getItem(LAST_ACTIVITY_KEY)) || null,
  write: (at) => sessionStorages.shared.setItem(LAST_ACTIVITY_KEY, String(at)),
};

/**
 * Signs out after 15 minutes without activity. Activity also keeps the server's session alive: the
 * server counts its 15 minutes from the last request, and someone typing a long text sends none.
 * A user's keep-alive reads their permissions again (the menus follow an admin's changes); a super
 * admin's reads their account.
 */
function useInactivityLogout(store: SessionStore, token: string | null, isSuperAdmin: boolean): void {
  useEffect(() => {
    if (!token) return;
    let current = true;
    let lastKeepAlive = Date.now();
    const keepAlive = () =>
      (isSuperAdmin
        ? fetchMe()
        : fetchMyPermissions().then((permissions) => {
            if (current) store.setPermissions(permissions);
          })
      ).catch((error: unknown) => console.warn('Could not reach the server to keep the session alive', error));
    const stop = startInactivityTimer({
      target: window,
      shared: sharedActivity,
      timeoutMs: INACTIVITY_TIMEOUT_MS,
      throttleMs: ACTIVITY_THROTTLE_MS,
      onActive: (at, kind) => {
        // A page scrolls itself too (a conversation brought to its newest message): only a person's
        // own input tells the server they are there.
        if (kind === 'scroll' || at - lastKeepAlive < SESSION_KEEP_ALIVE_MS) return;
        lastKeepAlive = at;
        void keepAlive();
      },
      onTimeout: () => {
        window.alert(TEXTS.auth.sessionExpired);
        store.end(null);
      },
    });
    return () => {
      current = false;
      stop();
    };
  }, [store, token, isSuperAdmin]);
}

/**
 * Refreshes the permission list for each new session, and whenever the tab is looked at again (an
 * admin may have changed it meanwhile: the menus follow without a reload); super admins hold every
 * permission.
 */
function usePermissionRefresh(store: SessionStore, token: string | null, isSuperAdmin: boolean): void {
  useEffect(() => {
    if (!token || isSuperAdmin) return;
    let current = true;
    const refresh = () =>
      fetchMyPermissions()
        .then((permissions) => {
          if (current) store.setPermissions(permissions);
        })
        .catch((error: unknown) => {
          // Document 000, section 8: a failed permission fetch is only logged; the list stays.
          console.warn('Could not refresh permissions', error);
        });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    void refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [store, token, isSuperAdmin]);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createSessionStore({ storages: sessionStorages, now: () => Date.now() }));
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const token = state.status === 'authenticated' ? state.token : null;
  const isSuperAdmin = state.status === 'authenticated' && state.user.isSuperAdmin;

  useEffect(() => {
    setUnauthorizedHandler(({ code, token: rejected }) => {
      const current = store.getState();
      // A late 401 for a token that is no longer ours must not end the newer session.
      if (current.status !== 'authenticated' || current.token !== rejected) return;
      store.end(
        code === ERROR_CODES.sessionExpired
          ? TEXTS.auth.sessionExpired
          : code === ERROR_CODES.companyBlocked
            ? TEXTS.auth.companyBlocked
            : TEXTS.auth.sessionEnded,
      );
    });
    return () => setUnauthorizedHandler(null);
  }, [store]);

  // Another tab signed out or in: storage events reach only the browser's other tabs.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === sessionStorages.shared && (event.key === STORAGE_KEYS.token || event.key === null))
        store.followShared(TEXTS.auth.sessionEnded);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  usePermissionRefresh(store, token, isSuperAdmin);
  useInactivityLogout(store, token, isSuperAdmin);

  const value = useMemo<SessionContextValue>(
    () => ({
      state,
      signIn: store.signIn,
      updateUser: store.updateUser,
      end: store.end,
      onEnd: store.onEnd,
      logout: () => {
        const current = store.getState();
        const told = current.status === 'authenticated' ? postLogout(current.token).catch(() => undefined) : Promise.resolve();
        store.end(TEXTS.auth.loggedOut);
        return told;
      },
    }),
    [state, store],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

export type SignedInSession = Extract<SessionState, { status: 'authenticated' }>;

/** For pages behind the authenticated guard, where a signed-in user is certain. */
export function useSignedInSession(): SignedInSession {
  const { state } = useSession();
  if (state.status !== 'authenticated') throw new Error('useSignedInSession needs an authenticated session');
  return state;
}

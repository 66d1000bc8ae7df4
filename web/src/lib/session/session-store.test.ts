import { describe, expect, it, vi } from 'vitest';
import { makeJwt, makeUser, storeSession } from '../../test/render-app';
import { isJwtExpired, readJwtExpiry } from './jwt';
import { createSessionStore } from './session-store';

const NOW = Date.UTC(2030, 0, 1);
const create = () =>
  createSessionStore({ storages: { shared: window.localStorage, tab: window.sessionStorage }, now: () => NOW });

describe('jwt expiry', () => {
  it('reads exp as milliseconds and judges it against now', () => {
    const token = makeJwt(NOW / 1000 + 60);
    expect(readJwtExpiry(token)).toBe(NOW + 60_000);
    expect(isJwtExpired(token, NOW)).toBe(false);
    expect(isJwtExpired(token, NOW + 60_000)).toBe(true);
  });

  it('leaves tokens without a readable expiry to the server', () => {
    expect(readJwtExpiry('opaque')).toBeNull();
    expect(readJwtExpiry('a.not-base64!.c')).toBeNull();
    expect(isJwtExpired('opaque', NOW)).toBe(false);
  });
});

describe('session store', () => {
  it('restores a stored session with the permissions saved beside it', () => {
    const user = makeUser({ role: 'user', permissions: ['dashboard'] });
    const token = storeSession(user, makeJwt(NOW / 1000 + 60));
    window.localStorage.setItem('permissions', JSON.stringify(['dashboard', 'billing']));
    expect(create().getState()).toEqual({ status: 'authenticated', token, user, permissions: ['dashboard', 'billing'] });
  });

  it('drops a stored token whose expiry has passed', () => {
    storeSession(makeUser({ isSuperAdmin: true }), makeJwt(NOW / 1000 - 1));
    expect(create().getState()).toEqual({ status: 'anonymous', notice: null });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('ignores a malformed stored user', () => {
    window.localStorage.setItem('token', 'opaque');
    window.localStorage.setItem('user', '{"id":');
    expect(create().getState().status).toBe('anonymous');
  });

  it('stores a sign-in, and forgets it on end with a notice for the sign-in page', () => {
    const store = create();
    const ended = vi.fn();
    store.onEnd(ended);
    const user = makeUser();
    store.signIn('token-1', user);
    expect(window.localStorage.getItem('token')).toBe('token-1');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toEqual(user);
    store.setPermissions(['dashboard']);
    expect(JSON.parse(window.localStorage.getItem('permissions') ?? 'null')).toEqual(['dashboard']);

    store.end('Your session has ended. Please log in again.');
    expect(store.getState()).toEqual({ status: 'anonymous', notice: 'Your session has ended. Please log in again.' });
    expect(window.localStorage.length).toBe(0);
    expect(ended).toHaveBeenCalledTimes(1);
    store.end(null);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it("keeps an operator's visit to a company in its tab, and returns the tab to the operator when it ends", () => {
    const operator = makeUser({ isSuperAdmin: true, role: 'super_admin', companyId: null, companySlug: null });
    const operatorToken = storeSession(operator, makeJwt(NOW / 1000 + 600));
    const store = create();
    const visit = makeUser({ isSuperAdmin: true, impersonatedBy: operator.id, name: 'Visiting' });
    store.signIn('visit-token', visit);
    // The operator's other tabs still read the operator's session.
    expect(window.localStorage.getItem('token')).toBe(operatorToken);
    expect(window.sessionStorage.getItem('token')).toBe('visit-token');
    // A reload of this tab restores the visit, not the operator.
    expect(create().getState()).toMatchObject({ status: 'authenticated', token: 'visit-token' });

    store.end(null);
    expect(store.getState()).toMatchObject({ status: 'authenticated', token: operatorToken, user: operator });
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it("follows the browser's other tabs: their sign-out ends this tab's session, their sign-in starts it", () => {
    const user = makeUser();
    const token = storeSession(user, makeJwt(NOW / 1000 + 600));
    const store = create();
    const ended = vi.fn();
    store.onEnd(ended);
    // Another tab signed out: the shared storage is empty.
    window.localStorage.clear();
    store.followShared('Your session has ended. Please log in again.');
    expect(store.getState()).toEqual({ status: 'anonymous', notice: 'Your session has ended. Please log in again.' });
    expect(ended).toHaveBeenCalledTimes(1);

    const again = storeSession(user, makeJwt(NOW / 1000 + 900));
    store.followShared('unused');
    expect(store.getState()).toMatchObject({ status: 'authenticated', token: again });
    expect(again).not.toBe(token);
  });

  it("keeps an operator's visit when the operator's other tabs sign out", () => {
    const operator = makeUser({ isSuperAdmin: true, role: 'super_admin', companyId: null, companySlug: null });
    storeSession(operator, makeJwt(NOW / 1000 + 600));
    const store = create();
    store.signIn('visit-token', makeUser({ isSuperAdmin: true, impersonatedBy: operator.id }));
    window.localStorage.clear();
    store.followShared('Your session has ended. Please log in again.');
    expect(store.getState()).toMatchObject({ status: 'authenticated', token: 'visit-token' });
  });
});

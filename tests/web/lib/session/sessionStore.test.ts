import { restoreSession } from '@web/lib/session/restoreSession';
import { EMPTY_USER, isLoggedIn, type SessionUser } from '@web/lib/session/session';
import {
  createSessionStore,
  endSession,
  followOtherTabs,
  onSessionChange,
  onTokenRenewal,
  renewSession,
  setSessionUser,
  startSession,
} from '@web/lib/session/sessionStore';
import { readToken } from '@web/lib/session/tokenStorage';
import { describe, expect, it, vi } from 'vitest';

const judge: SessionUser = { ...EMPTY_USER, id: 3, firstName: 'Renate', lastName: 'Richter', role: 'JUDGE' };

describe('session', () => {
  it('counts only a positive id with a role as logged in', () => {
    expect(isLoggedIn(EMPTY_USER)).toBe(false);
    expect(isLoggedIn(judge)).toBe(true);
    expect(isLoggedIn({ ...judge, id: 0 })).toBe(false);
    expect(isLoggedIn({ ...judge, role: null })).toBe(false);
  });

  it('login stores the token, sets the user and tells the listeners (Apollo resets)', () => {
    const store = createSessionStore({ user: EMPTY_USER, ready: true });
    const changed = vi.fn();
    const stop = onSessionChange(changed);
    startSession('tok', judge, store);
    expect(readToken()).toBe('tok');
    expect(store.getState()).toEqual({ user: judge, ready: true });
    expect(changed).toHaveBeenCalledTimes(1);

    endSession(store);
    expect(readToken()).toBeNull();
    expect(store.getState().user).toBe(EMPTY_USER);
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
  });

  it('registration keeps the token but stays logged out until verified', () => {
    const store = createSessionStore({ user: EMPTY_USER, ready: true });
    startSession('unverified', undefined, store);
    expect(readToken()).toBe('unverified');
    expect(isLoggedIn(store.getState().user)).toBe(false);
  });

  it('a saved profile updates the user without a reset; a new identity resets', () => {
    const store = createSessionStore({ user: judge, ready: true });
    const changed = vi.fn();
    const stop = onSessionChange(changed);
    setSessionUser({ ...judge, phoneNumber: '123' }, store);
    expect(store.getState().user.phoneNumber).toBe('123');
    expect(changed).not.toHaveBeenCalled();
    setSessionUser({ ...judge, id: 4 }, store);
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
  });

  it('without a stored token, the start-up restore is done at once and asks nobody', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const store = createSessionStore({ user: EMPTY_USER, ready: false });
    await expect(restoreSession(store)).resolves.toBe(false);
    expect(store.getState().ready).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('a changed password keeps the account: the fresh token replaces the old one without a reset', () => {
    const store = createSessionStore({ user: judge, ready: true });
    startSession('before', judge, store);
    const changed = vi.fn();
    const renewed = vi.fn();
    const stops = [onSessionChange(changed), onTokenRenewal(renewed)];
    renewSession('after', { ...judge, pendingEmail: '' }, store);
    expect(readToken()).toBe('after');
    expect(store.getState()).toEqual({ user: { ...judge, pendingEmail: '' }, ready: true });
    // Not a login: the cache stays; only the subscriptions reconnect with the new token.
    expect(changed).not.toHaveBeenCalled();
    expect(renewed).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
  });

  it('ends the session for a refused token only while that token is still the stored one', () => {
    const store = createSessionStore({ user: judge, ready: true });
    startSession('first', judge, store);
    // An answer to a request sent before another tab logged in again.
    startSession('second', judge, store);
    endSession(store, { refusedToken: 'first' });
    expect(readToken()).toBe('second');
    expect(store.getState().user).toEqual(judge);
    endSession(store, { refusedToken: 'second' });
    expect(readToken()).toBeNull();
    expect(isLoggedIn(store.getState().user)).toBe(false);
  });
});

describe('sessions across the tabs of one browser', () => {
  const otherJudge: SessionUser = { ...judge, id: 8, firstName: 'Otto' };

  it('follows a login and a logout in another tab at once, telling the listeners', async () => {
    const store = createSessionStore({ user: judge, ready: true });
    const stop = followOtherTabs(store);
    const changed = vi.fn();
    const stopListening = onSessionChange(changed);
    const otherTab = new BroadcastChannel('taubenschau-session');
    try {
      otherTab.postMessage({ user: otherJudge });
      await vi.waitFor(() => expect(store.getState().user.id).toBe(8));
      expect(changed).toHaveBeenCalledTimes(1);
      otherTab.postMessage({ user: null });
      await vi.waitFor(() => expect(isLoggedIn(store.getState().user)).toBe(false));
      expect(changed).toHaveBeenCalledTimes(2);
    } finally {
      otherTab.close();
      stopListening();
      stop();
    }
  });

  it('follows local storage where no message comes (browsers without BroadcastChannel)', () => {
    const store = createSessionStore({ user: judge, ready: true });
    const stop = followOtherTabs(store);
    try {
      localStorage.setItem('session-user', JSON.stringify(otherJudge));
      window.dispatchEvent(new StorageEvent('storage', { key: 'session-user' }));
      expect(store.getState().user.id).toBe(8);
      localStorage.removeItem('session-user');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
      expect(isLoggedIn(store.getState().user)).toBe(false);
    } finally {
      stop();
    }
  });

  it('follows a new token of the same account in another tab without a reset', async () => {
    const store = createSessionStore({ user: judge, ready: true });
    const stop = followOtherTabs(store);
    const changed = vi.fn();
    const renewed = vi.fn();
    const stops = [onSessionChange(changed), onTokenRenewal(renewed)];
    const otherTab = new BroadcastChannel('taubenschau-session');
    try {
      otherTab.postMessage({ user: { ...judge, pendingEmail: '' } });
      await vi.waitFor(() => expect(renewed).toHaveBeenCalled());
      expect(store.getState().user.id).toBe(3);
      expect(changed).not.toHaveBeenCalled();
    } finally {
      otherTab.close();
      for (const stopListening of stops) stopListening();
      stop();
    }
  });

  it('tells the other tabs of its own login and logout', async () => {
    const store = createSessionStore({ user: EMPTY_USER, ready: true });
    const otherTab = new BroadcastChannel('taubenschau-session');
    const heard: unknown[] = [];
    otherTab.onmessage = (event) => heard.push(event.data);
    try {
      startSession('tok', judge, store);
      endSession(store);
      await vi.waitFor(() => expect(heard).toEqual([{ user: judge }, { user: null }]));
    } finally {
      otherTab.close();
    }
  });
});

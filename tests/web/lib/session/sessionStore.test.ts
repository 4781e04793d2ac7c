import { restoreSession } from '@web/lib/session/restoreSession';
import { EMPTY_USER, isLoggedIn, type SessionUser } from '@web/lib/session/session';
import {
  createSessionStore,
  endSession,
  onSessionChange,
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
});

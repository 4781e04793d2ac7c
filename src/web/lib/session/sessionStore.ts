import { EMPTY_USER, isLoggedIn, type SessionUser } from './session';
import { announceSession, onOtherTabsSession } from './sessionSync';
import { clearToken, readToken, writeRememberedUser, writeToken } from './tokenStorage';

export interface SessionState {
  user: SessionUser;
  /** False while a stored token is being turned into a user at app start. */
  ready: boolean;
}

type Listener = () => void;

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: Listener): () => void;
  setState(next: SessionState): void;
}

export function createSessionStore(initial: SessionState): SessionStore {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState(next) {
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * A guest, known to be one: one object, so that a page rendered for a guest is taken over by a
 * guest without React rendering the session's users again (it compares the states by identity).
 */
export const GUEST: SessionState = Object.freeze({ user: EMPTY_USER, ready: true });

/** The app's session; not ready until a stored token has been checked (restoreSession). */
export const sessionStore = createSessionStore(
  readToken() === null ? GUEST : { user: EMPTY_USER, ready: false },
);

// Who must react when the session starts or ends: the Apollo client, once created, empties its
// cache and restarts its WebSocket. Kept as a listener so that Apollo stays off the home page.
const sessionChangeListeners = new Set<Listener>();

export function onSessionChange(listener: Listener): () => void {
  sessionChangeListeners.add(listener);
  return () => sessionChangeListeners.delete(listener);
}

function sessionChanged(): void {
  for (const listener of sessionChangeListeners) listener();
}

// Who must react when the account logged in gets a new token (its password was changed, here or
// in another tab): the Apollo client reconnects its WebSocket, which still carries the old one.
const tokenRenewalListeners = new Set<Listener>();

export function onTokenRenewal(listener: Listener): () => void {
  tokenRenewalListeners.add(listener);
  return () => tokenRenewalListeners.delete(listener);
}

function tokenRenewed(): void {
  for (const listener of tokenRenewalListeners) listener();
}

/**
 * A fresh token for the account already logged in, after a change of password ended every earlier
 * one (this device's too): it replaces the stored token, and the user takes the account as the
 * server returned it. Neither a login nor a logout: the cache stays (it is the same account's);
 * only the subscriptions reconnect, and the other tabs follow (they send the stored token anyway).
 */
export function renewSession(token: string, user: SessionUser, store = sessionStore): void {
  writeToken(token);
  setSessionUser(user, store);
  tokenRenewed();
  announceSession(user);
}

/**
 * After login (with the user) or registration (token only: the account is not verified yet, so
 * the user stays logged out until getClientByJWT accepts the token).
 */
export function startSession(token: string, user: SessionUser = EMPTY_USER, store = sessionStore): void {
  writeToken(token);
  writeRememberedUser(user);
  store.setState({ user, ready: true });
  sessionChanged();
  announceSession(user);
}

/**
 * Logout, or a token the server no longer accepts (UNAUTHENTICATED). With `refusedToken` (the
 * token a refused request carried) the session ends only if that is still the stored one: an
 * answer to a request sent before another tab logged in must not end the new session.
 */
export function endSession(
  store = sessionStore,
  { refusedToken }: { refusedToken?: string | null } = {},
): void {
  if (refusedToken !== undefined && readToken() !== refusedToken) return;
  clearToken();
  store.setState(GUEST);
  sessionChanged();
  announceSession(null);
}

/**
 * Follows logins and logouts in the browser's other tabs: a logout there logs this tab out, a
 * login there makes this tab that user (the stored token is theirs now), a new token of the same
 * account (a change of password there) reconnects the subscriptions. Called once at start.
 */
export function followOtherTabs(store = sessionStore): () => void {
  return onOtherTabsSession(({ user }) => {
    const current = store.getState().user;
    const next = user as SessionUser | null;
    if (!next || !isLoggedIn(next)) {
      if (isLoggedIn(current) || !store.getState().ready) {
        store.setState(GUEST);
        sessionChanged();
      }
    } else if (next.id !== current.id) {
      store.setState({ user: next, ready: true });
      sessionChanged();
    } else {
      // The same account with a new token (a change of password there): nothing to reset.
      store.setState({ user: next, ready: true });
      tokenRenewed();
    }
  });
}

/**
 * A changed profile, or the user of a restored token. A new identity (after /verify) resets like a
 * login; the start-up restore does not: nothing was loaded before it, and a reset then would
 * cancel the first page's queries.
 */
export function setSessionUser(user: SessionUser, store = sessionStore): void {
  const previous = store.getState();
  writeRememberedUser(user);
  store.setState({ user, ready: true });
  if (previous.ready && previous.user.id !== user.id) sessionChanged();
}

/** The start-up check of a stored token is over without a user (not verified yet, or offline). */
export function markSessionReady(store = sessionStore): void {
  if (!store.getState().ready) store.setState({ ...store.getState(), ready: true });
}

import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import { isLoggedIn, type SessionUser } from './session';
import { createSessionStore, GUEST, type SessionStore, sessionStore } from './sessionStore';

export interface Session {
  user: SessionUser;
  loggedIn: boolean;
  /** False while a stored token is still being checked at app start. */
  ready: boolean;
  store: SessionStore;
}

const SessionStoreContext = createContext<SessionStore>(sessionStore);

/**
 * Provides the app's session store. With `user` (tests, previews) a separate store starts
 * with that user, ready, so that nothing is shared with the app's store.
 */
export function SessionProvider({ user, children }: { user?: SessionUser; children: ReactNode }) {
  const [store] = useState(() => (user ? createSessionStore({ user, ready: true }) : sessionStore));
  return <SessionStoreContext value={store}>{children}</SessionStoreContext>;
}

/**
 * Pages rendered by the server are rendered for a guest; the browser takes them over as that guest
 * (React uses this snapshot while hydrating) and then switches to the stored session.
 */
const renderedForGuest = () => GUEST;

export function useSession(): Session {
  const store = useContext(SessionStoreContext);
  const state = useSyncExternalStore(store.subscribe, store.getState, renderedForGuest);
  return { user: state.user, ready: state.ready, loggedIn: isLoggedIn(state.user), store };
}

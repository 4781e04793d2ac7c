import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import { isLoggedIn, type SessionUser } from './session';
import { createSessionStore, type SessionStore, sessionStore } from './sessionStore';

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

export function useSession(): Session {
  const store = useContext(SessionStoreContext);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { user: state.user, ready: state.ready, loggedIn: isLoggedIn(state.user), store };
}

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { EMPTY_USER, isLoggedIn, type SessionUser } from './session';

export interface Session {
  user: SessionUser;
  loggedIn: boolean;
}

const SessionContext = createContext<Session>({ user: EMPTY_USER, loggedIn: false });

/** Holds the session; logged out until the accounts issue restores and sets the user. */
export function SessionProvider({
  user = EMPTY_USER,
  children,
}: {
  user?: SessionUser;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ user, loggedIn: isLoggedIn(user) }), [user]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}

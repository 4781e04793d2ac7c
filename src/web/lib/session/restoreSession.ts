import { fetchGraphQL, GraphQLRequestError } from '../graphql/fetchGraphQL';
import { GET_CLIENT_BY_JWT } from './graphql/GetClientByJwt';
import { isLoggedIn, type SessionUser, toSessionUser } from './session';
import { endSession, markSessionReady, sessionStore, setSessionUser } from './sessionStore';
import { readRememberedUser, readToken } from './tokenStorage';

/**
 * A stored token with no user loaded fetches the user. Called at app start and after a
 * verification (the registration's token becomes valid then). Resolves true when logged in.
 * An unverified account keeps its token and stays logged out; a rejected token is cleared
 * (fetchGraphQL ends the session on UNAUTHENTICATED); offline keeps the token and, so that a judge
 * can reload a tablet without network, the user it last belonged to.
 */
export async function restoreSession(store = sessionStore): Promise<boolean> {
  if (!readToken()) {
    markSessionReady(store);
    return false;
  }
  try {
    const data = await fetchGraphQL(GET_CLIENT_BY_JWT, {});
    setSessionUser(toSessionUser(data.getClientByJWT), store);
    return true;
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.code === 'NOT_AUTHORIZED') endSession(store);
    const remembered = readRememberedUser() as SessionUser | null;
    if (
      error instanceof GraphQLRequestError &&
      error.code === 'NETWORK' &&
      remembered &&
      isLoggedIn(remembered)
    ) {
      setSessionUser(remembered, store);
      return true;
    }
    markSessionReady(store);
    return false;
  }
}

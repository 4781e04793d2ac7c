import { fetchGraphQL, GraphQLRequestError } from '../graphql/fetchGraphQL';
import { GET_CLIENT_BY_JWT } from './graphql/GetClientByJwt';
import { toSessionUser } from './session';
import { endSession, markSessionReady, sessionStore, setSessionUser } from './sessionStore';
import { readToken } from './tokenStorage';

/**
 * SPEC §4: a stored token with no user loaded fetches the user. Called at app start and after a
 * verification (the registration's token becomes valid then). Resolves true when logged in.
 * An unverified account keeps its token and stays logged out; a rejected token is cleared
 * (fetchGraphQL ends the session on UNAUTHENTICATED); offline keeps the token for later.
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
    markSessionReady(store);
    return false;
  }
}

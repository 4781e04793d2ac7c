import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { GRAPHQL_PATH } from '@shared/site';
import { OperationTypeNode } from 'graphql';
import { clockedFetch } from '../clock/serverClock';
import { createWebSocketClient, webSocketUrl } from '../graphql/webSocket';
import { endSession } from '../session/sessionStore';
import { authorizationHeader } from '../session/tokenStorage';

export interface AppApolloClient {
  client: ApolloClient;
  /** Reconnects the WebSocket so that the next `connection_init` carries the current token. */
  restartSubscriptions(): void;
}

/** Apollo with the bearer token on every request, session expiry handling and subscriptions. */
export interface ApolloClientOptions {
  uri?: string;
  wsUrl?: string;
  cache?: InMemoryCache;
  /**
   * For this many ms after start, queries answer from the cache without asking the server: a guest's
   * page the server has just rendered comes with the very answers it would fetch again.
   */
  ssrForceFetchDelay?: number;
}

export function createApolloClient({
  uri = GRAPHQL_PATH,
  wsUrl = webSocketUrl(),
  cache = new InMemoryCache(),
  ssrForceFetchDelay,
}: ApolloClientOptions = {}): AppApolloClient {
  const wsClient = createWebSocketClient(wsUrl);

  const auth = new SetContextLink((previous) => {
    const authorization = authorizationHeader();
    return authorization ? { headers: { ...previous.headers, authorization } } : {};
  });

  // One place for the expired or revoked token: forget it and become a guest (the guards then
  // send the user to the login page).
  // Only if the refused token is still the stored one: another tab may have logged in meanwhile.
  const expiry = new ErrorLink(({ error, operation }) => {
    if (
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')
    ) {
      const sent = (operation.getContext().headers as Record<string, string> | undefined)?.authorization;
      endSession(undefined, sent ? { refusedToken: sent.replace(/^Bearer /, '') } : {});
    }
  });

  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    new GraphQLWsLink(wsClient),
    // Every answer tells the device the server's time: a judge's tablet knows its clock's offset
    // from the first page it loads, before any rating (lib/clock/serverClock.ts).
    new HttpLink({ uri, fetch: clockedFetch() }),
  );

  const client = new ApolloClient({
    link: ApolloLink.from([expiry, auth, transport]),
    cache,
    ssrForceFetchDelay,
    // The cache survives reloads (it is persisted): show it at once, then ask the server again.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' } },
  });
  // terminate() closes the socket at once; graphql-ws reconnects active subscriptions.
  return { client, restartSubscriptions: () => wsClient.terminate() };
}

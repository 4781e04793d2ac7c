import { GRAPHQL_PATH } from '@shared/site';
import { type Client, createClient } from 'graphql-ws';
import { notifyReconnect } from '../outbox/outboxStatus';
import { authorizationHeader } from '../session/tokenStorage';

/**
 * The app's WebSocket to the GraphQL endpoint (graphql-ws), for Apollo's subscriptions
 * (src/web/lib/apollo/createApolloClient.ts) and for a visitor's live page without Apollo
 * (useLiveSubscription.ts): the same address, token, reconnects and back-off for both.
 */

const RETRY_ATTEMPTS = 5;

/** WebSocket reconnects: exponential back-off from 1 s, with up to 1 s of jitter. */
export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  return 1000 * 2 ** retries + Math.floor(random() * 1000);
}

export function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_PATH}`;
}

export function createWebSocketClient(url: string = webSocketUrl()): Client {
  let connectedBefore = false;
  return createClient({
    url,
    // A function: read on every (re)connect, so a new login's token is used after a restart.
    connectionParams: () => {
      const authorization = authorizationHeader();
      return authorization ? { Authorization: authorization } : {};
    },
    retryAttempts: RETRY_ATTEMPTS,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelayMs(retries))),
    // The socket is back after a break: a sign that the network is too (the outbox sends then).
    on: {
      connected: () => {
        if (connectedBefore) notifyReconnect();
        connectedBefore = true;
      },
    },
  });
}

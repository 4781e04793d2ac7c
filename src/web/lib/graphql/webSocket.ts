import { GRAPHQL_PATH } from '@shared/site';
import { type Client, createClient } from 'graphql-ws';
import { notifyReconnect } from '../network/reconnect';
import { retryDelay } from '../network/retryDelay';
import { authorizationHeader } from '../session/tokenStorage';

/**
 * The app's WebSocket to the GraphQL endpoint (graphql-ws), for Apollo's subscriptions
 * (src/web/lib/apollo/createApolloClient.ts) and for a visitor's live page without Apollo
 * (useLiveSubscription.ts): the same address, token, reconnects and back-off for both.
 */

/**
 * The wait before reconnect number `retries` (from 0): 1, 2, 4 … s, at most 30 s, with up to 1 s
 * of jitter, so that the tablets of a hall whose server came back do not all reconnect at once.
 */
export function retryDelayMs(retries: number, random: () => number = Math.random): number {
  return retryDelay(retries) + Math.floor(random() * 1000);
}

/** Waits `ms`, or less if the browser says the network is back meanwhile. */
function waitOrOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

export function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${GRAPHQL_PATH}`;
}

export function createWebSocketClient(url: string = webSocketUrl()): Client {
  let connectedBefore = false;
  // Waits since the socket was last connected or the browser last said online: a try on "online"
  // that fails too (Wi-Fi joined, its address not there yet) is followed after 1 s, not 30 s.
  // (The client lives as long as the page, and so does this listener.)
  let waits = 0;
  window.addEventListener('online', () => {
    waits = 0;
  });
  return createClient({
    url,
    // A function: read on every (re)connect, so a new login's token is used after a restart.
    connectionParams: () => {
      const authorization = authorizationHeader();
      return authorization ? { Authorization: authorization } : {};
    },
    // Never given up while a subscription is open (the socket closes when none is): after a break
    // of any length in the hall's Wi-Fi, the live counts and a judge's cage list follow again
    // with no reload. Apollo's subscriptions end for good once graphql-ws gives up. A socket that
    // cannot connect (no network, the server restarting, an upgrade refused) reports an error
    // event before its close: graphql-ws gives up on those unless told to try again. Its fatal
    // close codes (a protocol error, a refused token) still end the subscription.
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: () => waitOrOnline(retryDelayMs(waits++)),
    // The socket is back after a break: a sign that the network is too (the outbox sends then).
    on: {
      connected: () => {
        waits = 0;
        if (connectedBefore) notifyReconnect();
        connectedBefore = true;
      },
    },
  });
}

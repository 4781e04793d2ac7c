import type { ApolloClient } from '@apollo/client';
import { onSessionChange, onTokenRenewal } from '../session/sessionStore';
import { readToken } from '../session/tokenStorage';
import { readPageState } from '../ssr/pageState';
import { createAppCache } from './appCache';
import { createApolloClient } from './createApolloClient';
import { persistCache } from './persistCache';
import { refetchWhenBack } from './refetchWhenBack';

let writeCacheNow: () => Promise<unknown> = async () => undefined;

/**
 * Writes Apollo's cache to the device now (it is otherwise written within 300 ms of a change):
 * when a judge prepares a tablet for offline, "ready" must mean stored.
 */
export function persistApolloCacheNow(): Promise<unknown> {
  return writeCacheNow();
}

async function createBrowserClient(): Promise<ApolloClient> {
  const cache = createAppCache();
  // Restored before the first query runs, so a page reloaded without network shows what was seen.
  const { persistor } = await persistCache(cache);
  writeCacheNow = () => persistor.persist();
  // A page the server rendered brings the answers it was rendered with: they go over what was kept.
  const rendered = readPageState()?.apollo;
  if (rendered) {
    const kept = cache.extract() as Record<string, Record<string, unknown> | undefined>;
    cache.restore({
      ...kept,
      ...rendered,
      ROOT_QUERY: { ...kept.ROOT_QUERY, ...(rendered.ROOT_QUERY as object | undefined) },
    } as never);
    // Kept at once: a page seen once is readable offline even if nothing is fetched after it.
    await persistor.persist().catch(() => undefined);
  }
  // A guest's rendered page holds what the server would answer now; a logged-in user's page was
  // rendered for a guest too, so their queries ask again (their own registrations, say).
  const app = createApolloClient({ cache, ssrForceFetchDelay: rendered && !readToken() ? 2_000 : undefined });
  // Login, registration and logout reset the cache (on this device too: the next user must not see
  // the last one's data) and restart the subscription connection.
  // The socket's token, read when it (re)connects.
  let socketToken = readToken();
  const restartSubscriptions = () => {
    socketToken = readToken();
    app.restartSubscriptions();
  };
  onSessionChange(() => {
    void persistor.purge();
    void app.client.clearStore();
    restartSubscriptions();
  });
  // A new token of the same account (a change of password, in this tab or another): the cache is
  // still the account's; only the socket must reconnect with the token now stored, once.
  onTokenRenewal(() => {
    if (readToken() !== socketToken) restartSubscriptions();
  });
  refetchWhenBack(app.client);
  return app.client;
}

/**
 * The app's one Apollo client, created when the first Apollo route loads in the browser. The
 * server renders each page with a client of its own (src/web/entry-server.tsx) and has none here.
 */
export const apolloClient: ApolloClient | null = import.meta.env.SSR ? null : await createBrowserClient();

import { InMemoryCache } from '@apollo/client';
import { onSessionChange } from '../session/sessionStore';
import { createApolloClient } from './createApolloClient';
import { persistCache } from './persistCache';

const cache = new InMemoryCache({
  typePolicies: {
    // The results pages each read other fields of one event's results: merged, not replaced, so
    // every view seen stays in the (persisted) cache for offline use.
    EventResults: { merge: true },
  },
});
// Restored before the first query runs, so a page reloaded without network shows what was seen.
const persistor = await persistCache(cache);
const app = createApolloClient({ cache });

/** The app's one Apollo client, created when the first Apollo route loads. */
export const apolloClient = app.client;

// Login, registration and logout reset the cache (on this device too: the next user must not see
// the last one's data) and restart the subscription connection.
onSessionChange(() => {
  void persistor.purge();
  void apolloClient.clearStore();
  app.restartSubscriptions();
});

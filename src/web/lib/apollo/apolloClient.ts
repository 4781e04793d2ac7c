import { onSessionChange } from '../session/sessionStore';
import { createApolloClient } from './createApolloClient';

const app = createApolloClient();

/** The app's one Apollo client, created when the first Apollo route loads. */
export const apolloClient = app.client;

// SPEC §4: login, registration and logout reset the cache and restart the subscription connection.
onSessionChange(() => {
  void apolloClient.clearStore();
  app.restartSubscriptions();
});

import { createApolloClient } from './createApolloClient';

/** The app's one Apollo client, created when the first Apollo route loads. */
export const apolloClient = createApolloClient();

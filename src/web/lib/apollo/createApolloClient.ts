import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { GRAPHQL_PATH } from '../../config/endpoints';

// Auth, the error link and the WebSocket link for subscriptions arrive with the accounts issue.
export function createApolloClient(uri: string = GRAPHQL_PATH): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri }),
    cache: new InMemoryCache(),
  });
}

/** The GraphQL endpoint (HTTP and WebSocket), served by the same process as the PWA. */
export const GRAPHQL_PATH = '/graphql';

import type { TypedDocumentNode } from '@apollo/client';
import { isErrorCode } from '@shared/errorCodes';
import type { Client } from 'graphql-ws';
import { useEffect, useState } from 'react';
import { onSessionChange } from '../session/sessionStore';
import { GraphQLRequestError, operationName, queryText } from './fetchGraphQL';
import { createWebSocketClient } from './webSocket';

/**
 * The socket of the pages without Apollo, opened with their first subscription (graphql-ws is
 * lazy): a client of its own, set up as Apollo's is (webSocket.ts).
 */
let client: Client | undefined;
// Another login (or none) on this device: the socket reconnects with the token now stored, and
// graphql-ws subscribes the open subscriptions again.
onSessionChange(() => client?.terminate());

interface LiveState<T> {
  /** Which subscription this is (its variables): another key is another page's. */
  key: string;
  /** The last pushed answer. */
  data: T | undefined;
  /** When it came (ms since the epoch), to tell it from an older answer of a query. */
  receivedAt: number | undefined;
  /**
   * The server's refusal (EVENT_NOT_FOUND: the event was deleted), or NETWORK: the subscription's
   * text could not be loaded, or the server closed the socket for good (a break in the network
   * is not one: the socket reconnects until it is back, webSocket.ts).
   */
  error: GraphQLRequestError | undefined;
}

/** A GraphQL error as the server formats it, the way fetchGraphQL reports it. */
function refusal(error: { message: string; extensions?: Record<string, unknown> }): GraphQLRequestError {
  const code = error.extensions?.code;
  const field = error.extensions?.field;
  return new GraphQLRequestError(
    isErrorCode(code) ? code : 'INTERNAL_SERVER_ERROR',
    error.message,
    typeof field === 'string' ? field : undefined,
    error.extensions,
  );
}

/** A refusal after the answers of these variables; another subscription's answers are not kept. */
function failed<T>(previous: LiveState<T>, key: string, error: GraphQLRequestError): LiveState<T> {
  return previous.key === key
    ? { ...previous, error }
    : { key, data: undefined, receivedAt: undefined, error };
}

/**
 * A GraphQL subscription for the public pages, without Apollo: what the server pushes, the last
 * answer only, over a WebSocket set up as Apollo's is (the stored token, reconnects and back-off:
 * webSocket.ts). After a NETWORK error it subscribes again when the browser says the network
 * is back. Nothing on the server's render (effects do not run there), so the
 * first render in the browser matches the HTML. `skip` subscribes nothing (yet).
 */
export function useLiveSubscription<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  { skip = false }: { skip?: boolean } = {},
): Omit<LiveState<TResult>, 'key'> {
  // Serialised, so that a new but equal variables object does not subscribe again.
  const key = JSON.stringify(variables);
  const [state, setState] = useState<LiveState<TResult>>({
    key,
    data: undefined,
    receivedAt: undefined,
    error: undefined,
  });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new attempt subscribes again
  useEffect(() => {
    if (skip) return;
    let active = true;
    let unsubscribe = () => {};
    const networkFailure = (error: unknown) =>
      setState((previous) => failed(previous, key, new GraphQLRequestError('NETWORK', String(error))));
    queryText(document).then((query) => {
      if (!active) return;
      client ??= createWebSocketClient();
      unsubscribe = client.subscribe<TResult>(
        { query, operationName: operationName(document), variables: JSON.parse(key) },
        {
          next: (result) => {
            const first = result.errors?.[0];
            if (first) setState((previous) => failed(previous, key, refusal(first)));
            else if (result.data)
              setState({ key, data: result.data, receivedAt: Date.now(), error: undefined });
          },
          // An error message of the server (its GraphQL errors), or the socket closed for good.
          error: (error) => {
            if (Array.isArray(error)) setState((previous) => failed(previous, key, refusal(error[0])));
            else networkFailure(error);
          },
          complete: () => {},
        },
      );
    }, networkFailure);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [document, key, skip, attempt]);
  const stopped = !skip && state.key === key && state.error?.code === 'NETWORK';
  useEffect(() => {
    if (!stopped) return;
    const again = () => setAttempt((count) => count + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [stopped]);
  const { data, receivedAt, error } =
    state.key === key ? state : { data: undefined, receivedAt: undefined, error: undefined };
  return { data, receivedAt, error };
}

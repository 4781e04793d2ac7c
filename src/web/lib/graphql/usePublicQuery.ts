import type { TypedDocumentNode } from '@apollo/client';
import { useCallback, useEffect, useState } from 'react';
import { onSessionChange } from '../session/sessionStore';
import { fetchGraphQL, type GraphQLRequestError, operationName } from './fetchGraphQL';
import { forgetKeptAnswers, keepAnswer, readKeptAnswer } from './keptAnswers';

// Some answers depend on who asked: the next user of the device starts without them.
onSessionChange(forgetKeptAnswers);

interface QueryState<T> {
  data: T | undefined;
  /** When `data` was fetched; older than this visit when it comes from an earlier one. */
  fetchedAt: number | undefined;
  loading: boolean;
  error: GraphQLRequestError | undefined;
}

/**
 * A read-only query for the public pages: loading, data and error; fetched on mount, on
 * refetch() and when the network returns. The last answer is kept on the device, so a page seen
 * once shows it at once on a revisit (and offline, with `fetchedAt` to say how old it is) while it
 * is fetched again.
 */
export function usePublicQuery<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
) {
  // Serialised, so that a new but equal variables object does not fetch again.
  const serialised = JSON.stringify(variables);
  const key = `${operationName(document)}:${serialised}`;
  const [state, setState] = useState<QueryState<TResult>>(() => {
    const kept = readKeptAnswer<TResult>(key);
    return { data: kept?.data, fetchedAt: kept?.fetchedAt, loading: true, error: undefined };
  });
  const load = useCallback(
    (signal?: AbortSignal) => {
      setState((previous) => ({ ...previous, loading: true, error: undefined }));
      fetchGraphQL(document, JSON.parse(serialised) as TVariables, signal).then(
        (data) => {
          const fetchedAt = Date.now();
          keepAnswer(key, data, fetchedAt);
          setState({ data, fetchedAt, loading: false, error: undefined });
        },
        (error: GraphQLRequestError) => {
          if (!signal?.aborted) setState((previous) => ({ ...previous, loading: false, error }));
        },
      );
    },
    [document, serialised, key],
  );

  useEffect(() => {
    const abort = new AbortController();
    load(abort.signal);
    const again = () => load(abort.signal);
    window.addEventListener('online', again);
    return () => {
      window.removeEventListener('online', again);
      abort.abort();
    };
  }, [load]);

  const refetch = useCallback(() => load(), [load]);
  return { ...state, refetch };
}

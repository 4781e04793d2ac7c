import type { TypedDocumentNode } from '@apollo/client';
import { useCallback, useEffect, useState } from 'react';
import { fetchGraphQL, type GraphQLRequestError, operationName } from './fetchGraphQL';

interface QueryState<T> {
  data: T | undefined;
  loading: boolean;
  error: GraphQLRequestError | undefined;
}

// Last answer per operation and variables: a revisit shows it at once while it is fetched again.
const lastResults = new Map<string, unknown>();

/** A read-only query for the public pages: loading, data and error; fetched on mount and refetch(). */
export function usePublicQuery<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
) {
  // Serialised, so that a new but equal variables object does not fetch again.
  const serialised = JSON.stringify(variables);
  const key = `${operationName(document)}:${serialised}`;
  const [state, setState] = useState<QueryState<TResult>>(() => ({
    data: lastResults.get(key) as TResult | undefined,
    loading: true,
    error: undefined,
  }));
  const load = useCallback(
    (signal?: AbortSignal) => {
      setState((previous) => ({ ...previous, loading: true, error: undefined }));
      fetchGraphQL(document, JSON.parse(serialised) as TVariables, signal).then(
        (data) => {
          lastResults.set(key, data);
          setState({ data, loading: false, error: undefined });
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
    return () => abort.abort();
  }, [load]);

  const refetch = useCallback(() => load(), [load]);
  return { ...state, refetch };
}

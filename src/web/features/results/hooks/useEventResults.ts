import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { toRequestFailure } from '@web/lib/errors/requestFailure';

/** Why an event's results cannot be shown: unknown event, judging not finished, or anything else. */
export type ResultsFailure = 'notFound' | 'notFinished' | 'other';

export function resultsFailure(error: unknown): ResultsFailure {
  const { code } = toRequestFailure(error);
  if (code === 'EVENT_NOT_FOUND') return 'notFound';
  if (code === 'EVENT_RATINGS_NOT_FINISHED') return 'notFinished';
  return 'other';
}

/**
 * One view of an event's results. Apollo answers from its persisted cache first (so a view seen
 * once opens offline), then asks the server; `stale` says the server could not be reached.
 */
export function useEventResults<TData, TVariables extends OperationVariables & { eventId: string }>(
  document: TypedDocumentNode<TData, TVariables>,
  eventId: string,
) {
  const { data, loading, error, refetch } = useQuery(
    document as TypedDocumentNode<TData, { eventId: string }>,
    {
      variables: { eventId },
    },
  );
  const shown = data as TData | undefined;
  return {
    data: shown,
    loading: !shown && loading,
    /** Set when nothing can be shown. */
    failure: !shown && !loading && error ? resultsFailure(error) : null,
    error,
    stale: Boolean(shown && error),
    refetch,
  };
}

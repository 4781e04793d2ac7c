import type { TypedDocumentNode } from '@apollo/client';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { usePublicQuery } from '@web/lib/graphql/usePublicQuery';
import { useRef } from 'react';

/** Why an event's results cannot be shown: unknown event, judging not finished, or anything else. */
export type ResultsFailure = 'notFound' | 'notFinished' | 'other';

export function resultsFailure(error: unknown): ResultsFailure {
  const { code } = toRequestFailure(error);
  if (code === 'EVENT_NOT_FOUND') return 'notFound';
  if (code === 'EVENT_RATINGS_NOT_FINISHED') return 'notFinished';
  return 'other';
}

/**
 * One view of an event's results, as every public page reads its data (usePublicQuery): the
 * answer kept from an earlier visit shows at once (and offline, with `fetchedAt`), then the server
 * is asked again; `stale` says it could not be reached.
 */
export function useEventResults<TData, TVariables extends { eventId: string }>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) {
  const { data: answer, fetchedAt, loading, error, refetch } = usePublicQuery(document, variables);
  // Another page or filter of the same event keeps the last one on screen while it loads, rather
  // than the page's loader in its place.
  const last = useRef<{ eventId: string; data: TData } | undefined>(undefined);
  if (answer) last.current = { eventId: variables.eventId, data: answer };
  const data =
    answer ?? (loading && last.current?.eventId === variables.eventId ? last.current.data : undefined);
  return {
    data,
    /** The data shown is the previous page's while this one loads. */
    updating: !answer && Boolean(data),
    fetchedAt,
    loading: !data && loading,
    /** Set when nothing can be shown. */
    failure: !data && !loading && error ? resultsFailure(error) : null,
    error,
    stale: Boolean(data && error),
    refetch,
  };
}

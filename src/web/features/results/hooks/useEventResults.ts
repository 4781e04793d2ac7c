import type { TypedDocumentNode } from '@apollo/client';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { usePublicQuery } from '@web/lib/graphql/usePublicQuery';

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
export function useEventResults<TData>(
  document: TypedDocumentNode<TData, { eventId: string }>,
  eventId: string,
) {
  const { data, fetchedAt, loading, error, refetch } = usePublicQuery(document, { eventId });
  return {
    data,
    fetchedAt,
    loading: !data && loading,
    /** Set when nothing can be shown. */
    failure: !data && !loading && error ? resultsFailure(error) : null,
    error,
    stale: Boolean(data && error),
    refetch,
  };
}

import { usePublicQuery } from '@web/lib/graphql/usePublicQuery';
import { RESULT_EVENTS } from '../graphql/ResultEvents';

/** How many ended events the results page lists, and its CSV file. */
export const LATEST_RESULTS = 20;

/** The latest ended events, newest first (kept on the device: the list opens offline too). */
export function useResultEvents(limit: number) {
  const { data, fetchedAt, loading, error, refetch } = usePublicQuery(RESULT_EVENTS, { limit });
  return { items: data?.resultEvents, fetchedAt, loading, error, refetch };
}

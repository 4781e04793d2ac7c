import { useQuery } from '@apollo/client/react';
import { RESULT_EVENTS } from '../graphql/ResultEvents';

/** The latest ended events for the results page (kept in the persisted cache for offline use). */
export function useResultEvents(limit: number) {
  const { data, loading, error, refetch } = useQuery(RESULT_EVENTS, { variables: { limit } });
  return { items: data?.resultEvents, loading, error, refetch };
}

import { useQuery, useSubscription } from '@apollo/client/react';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { EVENT_CHANGED } from '../graphql/EventChanged';
import { EVENT_DETAIL } from '../graphql/EventDetail';

/**
 * One event, kept current by the eventChanged subscription (the cache merges it by id); the
 * subscription's EVENT_NOT_FOUND means it was deleted meanwhile.
 */
export function useEventDetail(id: string) {
  const { data, loading, error, refetch } = useQuery(EVENT_DETAIL, { variables: { id } });
  const live = useSubscription(EVENT_CHANGED, { variables: { id }, skip: !data?.event });
  const deleted = toRequestFailure(live.error).code === 'EVENT_NOT_FOUND';
  const notFound = deleted || (Boolean(error) && toRequestFailure(error).code === 'EVENT_NOT_FOUND');
  return { event: deleted ? undefined : data?.event, loading, error, notFound, refetch };
}

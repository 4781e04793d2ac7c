import { useQuery, useSubscription } from '@apollo/client/react';
import { useFirstReadSettled } from '@web/lib/apollo/firstRead';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { keepAnswer, readKeptAnswer } from '@web/lib/graphql/keptAnswers';
import { answerKey } from '@web/lib/graphql/usePublicQuery';
import { useEffect } from 'react';
import { EVENT_CHANGED } from '../graphql/EventChanged';
import { EVENT_DETAIL } from '../graphql/EventDetail';

/**
 * One event, kept current by the eventChanged subscription (the cache merges it by id); the
 * subscription's EVENT_NOT_FOUND means it was deleted meanwhile. Apollo's persisted cache keeps it
 * for offline visits. Every answer is also kept with the public pages' answers, with its time: the
 * page can say how old what it shows is (`fetchedAt`, set while the server is unreachable), and the
 * visitor's view, which the page shows when this part cannot load offline, shows the event as this
 * user last saw it rather than nothing (what is kept there is forgotten when the user logs out).
 */
export function useEventDetail(id: string) {
  const { data, loading, error, refetch, networkStatus } = useQuery(EVENT_DETAIL, { variables: { id } });
  const live = useSubscription(EVENT_CHANGED, { variables: { id }, skip: !data?.event });
  const deleted = toRequestFailure(live.error).code === 'EVENT_NOT_FOUND';
  const notFound = deleted || (Boolean(error) && toRequestFailure(error).code === 'EVENT_NOT_FOUND');
  const key = answerKey(EVENT_DETAIL, JSON.stringify({ id }));
  const answered = !loading && !error ? data?.event : undefined;
  useEffect(() => {
    if (answered) keepAnswer(key, { event: answered }, Date.now());
  }, [answered, key]);
  const fetchedAt = error && data?.event ? readKeptAnswer(key)?.fetchedAt : undefined;
  const read = useFirstReadSettled({ data, networkStatus });
  return {
    event: deleted ? undefined : data?.event,
    fetchedAt,
    loading,
    error,
    notFound,
    refetch,
    /** Whether the first read of this page is over (lib/apollo/firstRead.ts). */
    read,
  };
}

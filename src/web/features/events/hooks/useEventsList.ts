import { usePublicQuery } from '../../../lib/graphql/usePublicQuery';
import { EVENTS_LIST } from '../graphql/EventsList';

export interface EventsListOptions {
  upcomingOnly?: boolean;
  limit?: number;
}

/** Events for the public pages, upcoming first. */
export function useEventsList({ upcomingOnly = false, limit }: EventsListOptions = {}) {
  const { data, loading, error, refetch } = usePublicQuery(EVENTS_LIST, {
    upcomingOnly,
    limit: limit ?? null,
  });
  return { events: data?.events, loading, error, retry: refetch };
}

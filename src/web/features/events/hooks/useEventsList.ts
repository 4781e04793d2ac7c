import type { EventCardFieldsFragment } from '@web/gql/graphql';
import { fetchGraphQL } from '@web/lib/graphql/fetchGraphQL';
import { usePublicQuery } from '@web/lib/graphql/usePublicQuery';
import { useCallback, useEffect, useState } from 'react';
import { EVENTS_LIST } from '../graphql/EventsList';

export interface EventsListOptions {
  upcomingOnly?: boolean;
  /** Events per page; the server's default (50) without. */
  limit?: number;
  /** The first page starts after this event (the address's `after`); null: from the first. */
  after?: string | null;
}

/** Events the server sends per page when asked without a limit. */
const SERVER_PAGE = 50;

type Further = { state: 'idle' | 'loading' | 'failed'; events: EventCardFieldsFragment[]; last: boolean };

/**
 * Events for the public pages, upcoming first: the first page at once, further pages on request
 * (`loadMore`), so a page never loads every event ever held. A page shorter than the limit is the
 * last; `hasMore` says whether another can follow.
 */
export function useEventsList({ upcomingOnly = false, limit, after: start = null }: EventsListOptions = {}) {
  const pageSize = limit ?? SERVER_PAGE;
  const { data, fetchedAt, loading, error, refetch } = usePublicQuery(EVENTS_LIST, {
    upcomingOnly,
    limit: limit ?? null,
    after: start,
  });
  const [further, setFurther] = useState<Further>({ state: 'idle', events: [], last: false });
  // A fresh first page (a refetch, other options) starts the list over.
  useEffect(() => {
    if (data) setFurther({ state: 'idle', events: [], last: false });
  }, [data]);

  const first = data?.events;
  const events = first && [...first, ...further.events];
  const lastLoaded = further.events.length > 0 ? further.last : (first?.length ?? 0) < pageSize;
  const loadMore = useCallback(async () => {
    const after = events?.at(-1)?.id;
    if (!after) return;
    setFurther((previous) => ({ ...previous, state: 'loading' }));
    try {
      const page = await fetchGraphQL(EVENTS_LIST, { upcomingOnly, limit: pageSize, after });
      setFurther((previous) => ({
        state: 'idle',
        events: [...previous.events, ...page.events],
        last: page.events.length < pageSize,
      }));
    } catch {
      setFurther((previous) => ({ ...previous, state: 'failed' }));
    }
  }, [events, upcomingOnly, pageSize]);

  return {
    events,
    fetchedAt,
    loading,
    error,
    retry: refetch,
    hasMore: Boolean(first) && !lastLoaded,
    /** The last event shown: the next page starts after it. */
    lastId: events?.at(-1)?.id,
    loadingMore: further.state === 'loading',
    loadMoreFailed: further.state === 'failed',
    loadMore,
  };
}

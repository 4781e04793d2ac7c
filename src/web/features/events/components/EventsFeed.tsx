import { type EventsListOptions, useEventsList } from '../hooks/useEventsList';
import { EventList } from './EventList';

interface EventsFeedProps extends EventsListOptions {
  headingOrder: 2 | 3;
}

/** Events from the API (upcoming first), rendered as cards with their states. */
export function EventsFeed({ upcomingOnly, limit, headingOrder }: EventsFeedProps) {
  const { events, loading, error, retry } = useEventsList({ upcomingOnly, limit });
  return (
    <EventList
      events={events}
      loading={loading}
      failed={Boolean(error)}
      onRetry={retry}
      headingOrder={headingOrder}
      skeletons={limit ?? 3}
    />
  );
}

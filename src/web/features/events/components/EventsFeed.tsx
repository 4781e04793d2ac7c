import { Plural, Trans } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { DataAsOf } from '@web/lib/feedback/DataAsOf';
import { LIST_PARAMS, withListParams } from '@web/lib/paging/listParams';
import { Link, useSearchParams } from 'react-router';
import { type EventsListOptions, useEventsList } from '../hooks/useEventsList';
import { EventList } from './EventList';

interface EventsFeedProps extends EventsListOptions {
  headingOrder: 2 | 3;
  /** Offer the next page below the list (the events page); the home page shows its few only. */
  paged?: boolean;
  /** Under the headings of upcoming and past events (the events page). */
  grouped?: boolean;
}

/**
 * Events from the API (upcoming first, then past ones), rendered as cards with their states; the
 * further pages join the list, each event in its group.
 */
export function EventsFeed({
  upcomingOnly,
  limit,
  headingOrder,
  paged = false,
  grouped = false,
}: EventsFeedProps) {
  // The events list goes on from an event in its address (`?after=`), so that "more" is a link
  // that works without the app's script; with it, the next page joins the list on the same page.
  const [params] = useSearchParams();
  const after = paged ? params.get(LIST_PARAMS.after) : null;
  const { events, fetchedAt, loading, error, retry, hasMore, lastId, loadingMore, loadMoreFailed, loadMore } =
    useEventsList({ upcomingOnly, limit, after });
  return (
    <Stack gap="lg">
      <DataAsOf fetchedAt={fetchedAt} failed={Boolean(error)} />
      <EventList
        events={events}
        loading={loading}
        failed={Boolean(error)}
        onRetry={retry}
        headingOrder={headingOrder}
        skeletons={Math.min(limit ?? 3, 6)}
        grouped={grouped}
      />
      {paged && events && (
        <Stack gap="xs" align="center">
          {/* Says how many are shown once more were loaded, without moving the focus. */}
          <Text size="sm" c="ink.7" role="status">
            {events.length > 0 && (
              <Plural value={events.length} one="# Event angezeigt" other="# Events angezeigt" />
            )}
          </Text>
          {loadMoreFailed && (
            <Text size="sm" c="red.9">
              <Trans>Weitere Events konnten nicht geladen werden. Bitte versuchen Sie es erneut.</Trans>
            </Text>
          )}
          {hasMore && lastId && (
            <Button
              component={Link}
              to={withListParams(params, { after: lastId })}
              variant="light"
              loading={loadingMore}
              onClick={(click) => {
                click.preventDefault();
                void loadMore();
              }}
            >
              <Trans>Weitere Events laden</Trans>
            </Button>
          )}
        </Stack>
      )}
      {/* Also when the event it goes on from is gone (the list answers with an error then). */}
      {after && (
        <Anchor component={Link} to={withListParams(params, { after: null }) || '?'} size="sm" ta="center">
          <Trans>Zum Anfang der Liste</Trans>
        </Anchor>
      )}
    </Stack>
  );
}

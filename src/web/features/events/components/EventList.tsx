import { Trans } from '@lingui/react/macro';
import { Alert, Button, Card, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { mdiAlertCircle } from '@mdi/js';
import { isUpcomingEvent } from '@shared/eventLifecycle';
import type { EventCardFieldsFragment } from '@web/gql/graphql';
import { Icon } from '@web/lib/icons/Icon';
import { useNow } from '@web/lib/ssr/useNow';
import { type ReactNode, useId } from 'react';
import { EventCard } from './EventCard';
import classes from './EventList.module.css';

export interface EventListProps {
  events: readonly EventCardFieldsFragment[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  headingOrder: 2 | 3;
  /** Placeholder cards while loading. */
  skeletons?: number;
  /**
   * Under the headings "Kommende Events" and "Vergangene Events" (level 2; the cards' headings
   * are then level 3). The events come in that order from the server already.
   */
  grouped?: boolean;
  /** A fixed clock that decides upcoming or past (tests); the page's clock (useNow) by default. */
  now?: Date;
}

function Cards({
  events,
  headingOrder,
}: {
  events: readonly EventCardFieldsFragment[];
  headingOrder: 2 | 3;
}) {
  return (
    <ul className={classes.grid}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingOrder={headingOrder} />
        </li>
      ))}
    </ul>
  );
}

function EventGroup({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={2} mb="md" id={id}>
        {title}
      </Title>
      {children}
    </section>
  );
}

/** Events as cards, with the loading, error and empty states; grouped into upcoming and past. */
export function EventList({
  events,
  loading,
  failed,
  onRetry,
  headingOrder,
  skeletons = 3,
  grouped = false,
  now: fixedNow,
}: EventListProps) {
  // The events that have begun, as ids: the take-over of a rendered list renders it again only when
  // one has begun in between.
  const begun = useNow((now) =>
    grouped && events
      ? events
          .filter((event) => !isUpcomingEvent(new Date(event.eventStart), fixedNow ?? now))
          .map((event) => event.id)
          .join(' ')
      : '',
  );
  if (!events && loading) {
    return (
      <>
        <VisuallyHidden role="status">
          <Trans>Events werden geladen …</Trans>
        </VisuallyHidden>
        <div className={classes.grid} aria-hidden="true">
          {Array.from({ length: skeletons }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Card key={index} withBorder radius="md" padding="lg">
              <Skeleton height={14} width="40%" mb="md" />
              <Skeleton height={22} mb="md" />
              <Skeleton height={14} width="60%" mb="xs" />
              <Skeleton height={14} width="50%" mb="lg" />
              <Skeleton height={36} />
            </Card>
          ))}
        </div>
      </>
    );
  }
  if (!events && failed) {
    return (
      <Alert
        color="red.9"
        variant="light"
        icon={<Icon path={mdiAlertCircle} />}
        title={<Trans>Die Events konnten nicht geladen werden.</Trans>}
      >
        <Text size="sm" mb="sm">
          <Trans>Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.</Trans>
        </Text>
        <Button variant="outline" color="red.9" size="xs" onClick={onRetry}>
          <Trans>Erneut versuchen</Trans>
        </Button>
      </Alert>
    );
  }
  if (!events || events.length === 0) {
    return (
      <Text c="ink.7" size="lg">
        <Trans>Zurzeit sind keine Events verfügbar</Trans>
      </Text>
    );
  }
  if (!grouped) return <Cards events={events} headingOrder={headingOrder} />;
  const begunIds = new Set(begun.split(' '));
  const upcoming = events.filter((event) => !begunIds.has(event.id));
  const past = events.filter((event) => begunIds.has(event.id));
  return (
    <Stack gap="xl">
      {upcoming.length > 0 && (
        <EventGroup title={<Trans>Kommende Events</Trans>}>
          <Cards events={upcoming} headingOrder={3} />
        </EventGroup>
      )}
      {past.length > 0 && (
        <EventGroup title={<Trans>Vergangene Events</Trans>}>
          <Cards events={past} headingOrder={3} />
        </EventGroup>
      )}
    </Stack>
  );
}

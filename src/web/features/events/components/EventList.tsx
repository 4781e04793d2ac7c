import { Trans } from '@lingui/react/macro';
import { Alert, Button, Card, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { mdiAlertCircle } from '@mdi/js';
import { EVENT_GROUPS, type EventGroup, eventGroup } from '@shared/eventLifecycle';
import type { EventCardFieldsFragment } from '@web/gql/graphql';
import { Icon } from '@web/lib/icons/Icon';
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
   * Under the headings "Laufende Events", "Kommende Events" and "Vergangene Events" by status
   * (level 2; the cards' headings are then level 3). The events come in that order from the
   * server already.
   */
  grouped?: boolean;
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

function GroupSection({ title, children }: { title: ReactNode; children: ReactNode }) {
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

/** Events as cards, with the loading, error and empty states; grouped into running, upcoming and past. */
export function EventList({
  events,
  loading,
  failed,
  onRetry,
  headingOrder,
  skeletons = 3,
  grouped = false,
}: EventListProps) {
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
  const inGroup = (group: EventGroup) => events.filter((event) => eventGroup(event.status) === group);
  const titles: Record<EventGroup, ReactNode> = {
    RUNNING: <Trans>Laufende Events</Trans>,
    UPCOMING: <Trans>Kommende Events</Trans>,
    PAST: <Trans>Vergangene Events</Trans>,
  };
  return (
    <Stack gap="xl">
      {EVENT_GROUPS.map((group) => {
        const shown = inGroup(group);
        return (
          shown.length > 0 && (
            <GroupSection key={group} title={titles[group]}>
              <Cards events={shown} headingOrder={3} />
            </GroupSection>
          )
        );
      })}
    </Stack>
  );
}

import { Trans } from '@lingui/react/macro';
import { Alert, Button, Card, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { mdiAlertCircle } from '@mdi/js';
import type { EventCardFieldsFragment } from '../../../gql/graphql';
import { Icon } from '../../../lib/icons/Icon';
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
}

/** Events as cards, with the loading, error and empty states. */
export function EventList({ events, loading, failed, onRetry, headingOrder, skeletons = 3 }: EventListProps) {
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

import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { mdiArrowRight, mdiCalendar, mdiMapMarker } from '@mdi/js';
import { paths } from '@web/config/paths';
import type { EventCardFieldsFragment } from '@web/gql/graphql';
import { EventStatusBadge } from '@web/lib/eventStatus/EventStatusBadge';
import { eventTypeName, placeText } from '@web/lib/eventTexts/eventTexts';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import { Link } from 'react-router';
import { useEventStatus } from '../hooks/useEventStatus';
import classes from './EventCard.module.css';

export interface EventCardProps {
  event: EventCardFieldsFragment;
  headingOrder: 2 | 3;
}

// In the show's own time zone (useShowTime); the deadline with its time, which decides the day.
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function EventCard({ event, headingOrder }: EventCardProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const showTime = useShowTime();
  // Registration closes on the card at the deadline, like on the event's page.
  const status = useEventStatus(event) ?? event.status;
  // An ended show is listed by its end (it may have ended long before its planned start).
  const ended = status === 'ENDED' && event.endedAt ? event.endedAt : null;
  const start = showTime(event.eventStart, DATE);
  const deadline = showTime(event.registrationDeadline, DATE_TIME);
  const title = event.title;
  const place = placeText(event.location, locale);
  return (
    <Card component="article" withBorder radius="md" padding="lg" className={classes.card}>
      <Stack gap="sm" className={classes.body}>
        <Group justify="space-between" align="center" gap="xs">
          <Text size="sm" fw={600} c="ink.6" tt="uppercase" className={classes.type}>
            {eventTypeName(i18n, event.eventType)}
          </Text>
          <EventStatusBadge status={status} />
        </Group>
        <Title order={headingOrder} className={classes.title}>
          {title}
        </Title>
        <Group gap={6} wrap="nowrap" c="ink.7">
          <Icon path={mdiCalendar} />
          <Text size="sm">
            {ended ? (
              <Trans>
                Beendet am <time dateTime={ended}>{showTime(ended, DATE)}</time>
              </Trans>
            ) : (
              <time dateTime={event.eventStart}>{start}</time>
            )}
          </Text>
        </Group>
        {place && (
          <Group gap={6} wrap="nowrap" c="ink.7">
            <Icon path={mdiMapMarker} />
            <Text size="sm">{place}</Text>
          </Group>
        )}
        {status === 'OPEN' && (
          <Text size="sm" c="ink.7">
            <Trans>
              Anmeldung bis <time dateTime={event.registrationDeadline}>{deadline}</time>
            </Trans>
          </Text>
        )}
      </Stack>
      <Button
        component={Link}
        to={paths.eventDetail.href(locale, { id: event.id })}
        variant="light"
        rightSection={<Icon path={mdiArrowRight} />}
        mt="md"
        aria-label={t`Details zu ${title}`}
      >
        <Trans>Details</Trans>
      </Button>
    </Card>
  );
}

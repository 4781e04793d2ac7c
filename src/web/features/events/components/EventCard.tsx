import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { mdiArrowRight, mdiCalendar, mdiMapMarker } from '@mdi/js';
import { SHOW_TIME_ZONE } from '@shared/site';
import { paths } from '@web/config/paths';
import type { EventCardFieldsFragment } from '@web/gql/graphql';
import { EventStatusBadge } from '@web/lib/eventStatus/EventStatusBadge';
import { eventTypeName, placeText } from '@web/lib/eventTexts/eventTexts';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { Link } from 'react-router';
import classes from './EventCard.module.css';

export interface EventCardProps {
  event: EventCardFieldsFragment;
  headingOrder: 2 | 3;
}

// In the shows' own time zone: the same for every visitor, and for the page the server renders.
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: SHOW_TIME_ZONE };

export function EventCard({ event, headingOrder }: EventCardProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const start = i18n.date(event.eventStart, DATE);
  const deadline = i18n.date(event.registrationDeadline, DATE);
  const title = event.title;
  const place = placeText(event.location, locale);
  return (
    <Card component="article" withBorder radius="md" padding="lg" className={classes.card}>
      <Stack gap="sm" className={classes.body}>
        <Group justify="space-between" align="center" gap="xs">
          <Text size="sm" fw={600} c="ink.6" tt="uppercase" className={classes.type}>
            {eventTypeName(i18n, event.eventType)}
          </Text>
          <EventStatusBadge status={event.status} />
        </Group>
        <Title order={headingOrder} className={classes.title}>
          {title}
        </Title>
        <Group gap={6} wrap="nowrap" c="ink.7">
          <Icon path={mdiCalendar} />
          <Text size="sm">
            <time dateTime={event.eventStart}>{start}</time>
          </Text>
        </Group>
        {place && (
          <Group gap={6} wrap="nowrap" c="ink.7">
            <Icon path={mdiMapMarker} />
            <Text size="sm">{place}</Text>
          </Group>
        )}
        {event.status === 'OPEN' && (
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

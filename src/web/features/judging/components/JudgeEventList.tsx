import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { CLASS_NAMES } from '@shared/classification';
import { hasStarted } from '@shared/eventLifecycle';
import { paths } from '@web/config/paths';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { EventStatusBadge } from '@web/lib/eventStatus/EventStatusBadge';
import { eventTypeName, placeText } from '@web/lib/eventTexts/eventTexts';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { useLocale } from '@web/lib/i18n/useLocale';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import { Link } from 'react-router';
import { JUDGE_EVENTS as JUDGE_EVENTS_QUERY } from '../graphql/JudgeEvents';
import { EventReadiness } from './EventReadiness';
import { LiveEventStatuses } from './LiveEventStatuses';

// In the shows' own time zone, like every event date the app shows.
const DATE: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
};

/**
 * Judge: assigned events with their status and the classes to judge; current and upcoming ones
 * first, ended ones last (the server's order).
 */
export function JudgeEventList() {
  const { i18n } = useLingui();
  const showTime = useShowTime();
  const locale = useLocale();
  const { data, loading, error } = useQuery(JUDGE_EVENTS_QUERY);
  if (!data && loading) return <PageLoader />;
  if (!data) {
    return (
      <ErrorAlert>
        <Text>{i18n._(errorMessage(error))}</Text>
      </ErrorAlert>
    );
  }
  if (data.judgeEvents.length === 0) {
    return (
      <Text c="ink.7">
        <Trans>Ihnen sind zurzeit keine Events zugewiesen.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {/* A show the office starts or ends shows its new state here at once. */}
      <LiveEventStatuses events={data.judgeEvents.map(({ event }) => event)} />
      {data.judgeEvents.map(({ event, classCodes }) => {
        const place = placeText(event.location, locale);
        return (
          <Card component="li" key={event.id} withBorder padding="md" radius="md">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                <Anchor
                  component={Link}
                  to={paths.eventDetail.href(locale, { id: event.id })}
                  fw={600}
                  size="lg"
                >
                  {event.title}
                </Anchor>
                <EventStatusBadge status={event.status} />
              </Group>
              <Text size="sm">
                {eventTypeName(i18n, event.eventType)} ·{' '}
                <time dateTime={event.eventStart}>{showTime(event.eventStart, DATE)}</time>
                {place && ` · ${place}`}
              </Text>
              <Group gap={6}>
                {classCodes.map((code) => (
                  <Badge key={code} variant="light" color="ink" tt="none">
                    {i18n._(CLASS_NAMES[code])}
                  </Badge>
                ))}
              </Group>
              {/* A show still to judge: is this tablet ready for it without network? */}
              {event.status !== 'ENDED' && <EventReadiness eventId={event.id} eventTitle={event.title} />}
              {hasStarted(event.status) && (
                <Button
                  component={Link}
                  to={paths.judgeCages.href(locale, { eventId: event.id })}
                  style={{ alignSelf: 'flex-start' }}
                  mt={4}
                >
                  <Trans>Käfige bewerten</Trans>
                </Button>
              )}
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}

import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Stack, Title } from '@mantine/core';
import { mdiArrowRight } from '@mdi/js';
import { canRate } from '@shared/eventLifecycle';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { Link } from 'react-router';
import { JUDGE_EVENTS } from '../graphql/JudgeEvents';
import { EventReadiness } from './EventReadiness';
import { LiveEventStatuses } from './LiveEventStatuses';

/**
 * The judge's events being judged now, each one tap from its cage list (and two from the first
 * open cage): what a judge logging in at the show wants first. Nothing when none runs.
 */
export function RunningJudgeEvents() {
  const locale = useLocale();
  const { data } = useQuery(JUDGE_EVENTS);
  const running = data?.judgeEvents.filter(({ event }) => canRate(event.status)) ?? [];
  // A show the office starts appears here at once.
  const following = <LiveEventStatuses events={data?.judgeEvents.map(({ event }) => event) ?? []} />;
  if (running.length === 0) return following;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="judging-now">
      {following}
      <Title order={2} size="h3" id="judging-now" mb="sm">
        <Trans>Jetzt bewerten</Trans>
      </Title>
      <Stack gap="md">
        {running.map(({ event }) => (
          <Stack key={event.id} gap="xs" align="flex-start">
            <Button
              component={Link}
              to={paths.judgeCages.href(locale, { eventId: event.id })}
              size="md"
              rightSection={<Icon path={mdiArrowRight} />}
            >
              {event.title}
            </Button>
            <EventReadiness eventId={event.id} eventTitle={event.title} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

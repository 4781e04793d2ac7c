import { useSubscription } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { mdiArrowRight } from '@mdi/js';
import { paths } from '@web/config/paths';
import { JUDGING_PROGRESS } from '@web/features/events/graphql/JudgingProgress';
import { InstallOffer } from '@web/features/judging/components/InstallOffer';
import { JudgeCageList } from '@web/features/judging/components/JudgeCageList';
import { JudgingNotAvailable } from '@web/features/judging/components/JudgingNotAvailable';
import { JudgingNotices } from '@web/features/judging/components/JudgingNotices';
import { OfflineReadiness } from '@web/features/judging/components/OfflineReadiness';
import { nextOpenCage, useJudgeCages } from '@web/features/judging/hooks/useJudgeCages';
import { useLiveEventStatus } from '@web/features/judging/hooks/useLiveEventStatus';
import { useOfflinePreparation } from '@web/features/judging/hooks/useOfflinePreparation';
import { endedNotice, lockedReason } from '@web/features/judging/lockedReason';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { useLocale } from '@web/lib/i18n/useLocale';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { Icon } from '@web/lib/icons/Icon';
import { useAppOffline } from '@web/lib/pwa/appOffline';
import { Link, useParams } from 'react-router';
import { PageContainer } from './PageContainer';

export function JudgeCagesPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Käfige bewerten`);
  const locale = useLocale();
  const { eventId = '' } = useParams();
  const { event, cages, loading, error, fresh, ownerId } = useJudgeCages(eventId, 'cache-and-network');
  const app = useAppOffline();
  const offline = useOfflinePreparation(ownerId, eventId, fresh && app === 'ready');
  // Live counts of the whole event; the open socket also tells the outbox when the network is back.
  const progress = useSubscription(JUDGING_PROGRESS, { variables: { eventId }, skip: !event });
  useLiveEventStatus(eventId, !event);

  let body: React.ReactNode;
  if (cages && event) {
    const next = nextOpenCage(cages);
    // Nothing to judge before the start; after the end, what the judge still saves goes late.
    const locked =
      lockedReason(i18n, event.status) ?? (event.status === 'ENDED' ? endedNotice(i18n, 'list') : null);
    const all = progress.data?.judgingProgress;
    body = (
      <Stack gap="lg">
        {error && (
          <Alert color="ink" variant="light">
            <Text size="sm">
              <Trans>
                Keine Verbindung: Sie sehen den zuletzt geladenen Stand. Bewertungen werden auf diesem Gerät
                gespeichert und gesendet, sobald das Netz wieder da ist.
              </Trans>
            </Text>
          </Alert>
        )}
        {locked && (
          <Alert color="ink" variant="light">
            <Text size="sm">{locked}</Text>
          </Alert>
        )}
        {!locked && <OfflineReadiness app={app} data={offline} />}
        <Group justify="space-between" wrap="wrap" gap="sm">
          {all ? (
            <Text size="sm" c="dimmed">
              <Trans>
                Ganzes Event: {all.judged} von <Plural value={all.total} one="# Käfig" other="# Käfigen" />{' '}
                bewertet
              </Trans>
            </Text>
          ) : (
            <span />
          )}
          {next && !locked && (
            <Button
              component={Link}
              to={paths.judgeCage.href(locale, { eventId, cageId: next.id })}
              size="lg"
              // Smaller type and padding on a phone, so that the whole label fits the screen.
              fz={{ base: 'md', sm: 'lg' }}
              px={{ base: 'md', sm: 'xl' }}
              rightSection={<Icon path={mdiArrowRight} />}
            >
              <Trans>Nächster offener Käfig ({next.cageNumber})</Trans>
            </Button>
          )}
        </Group>
        <JudgeCageList eventId={eventId} cages={cages} />
        {/* Last: the browser's offer comes a moment after the page, and would push the list down. */}
        {!locked && <InstallOffer />}
      </Stack>
    );
  } else if (loading) {
    body = <PageLoader />;
  } else {
    body = <JudgingNotAvailable error={error} />;
  }
  return (
    <PageContainer narrow>
      <Stack gap="lg">
        <div>
          <Anchor component={Link} to={paths.judgeEvents.href(locale)} size="sm">
            <Trans>Meine Events</Trans>
          </Anchor>
          <Title order={1} mt={4}>
            {event?.title ?? <Trans>Käfige bewerten</Trans>}
          </Title>
          {event && (
            <Text c="dimmed">
              <Trans>Käfige bewerten</Trans>
            </Text>
          )}
        </div>
        <JudgingNotices />
        {body}
      </Stack>
    </PageContainer>
  );
}

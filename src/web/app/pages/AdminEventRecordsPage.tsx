import { useLazyQuery, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { AuditTrail } from '@web/features/judging/components/AuditTrail';
import { PaperCardEntry } from '@web/features/judging/components/PaperCardEntry';
import { EVENT_JUDGING_HISTORY, PAPER_CARD_EVENT } from '@web/features/judging/graphql/PaperCards';
import { judgingHistoryCsv } from '@web/features/judging/judgingHistory';
import { downloadText } from '@web/lib/csv/csv';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { notify } from '@web/lib/feedback/notify';
import { useParams } from 'react-router';
import { EventAdminFrame } from './EventAdminFrame';

/**
 * Admin: the show office's judging desk for one event: a judge's paper cards typed in, every
 * cage's history, and the event's audit trail on screen and as CSV (docs/domain.md, Paper cards,
 * The audit trail).
 */
export function AdminEventRecordsPage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(PAPER_CARD_EVENT, {
    variables: { eventId: id },
    fetchPolicy: 'cache-and-network',
  });
  const [loadHistory, history] = useLazyQuery(EVENT_JUDGING_HISTORY, { fetchPolicy: 'network-only' });
  const download = async () => {
    if (!data) return;
    try {
      const { data: loaded } = await loadHistory({ variables: { eventId: id } });
      if (!loaded) throw new Error('no history');
      downloadText(
        judgingHistoryCsv(i18n, loaded.eventJudgingHistory),
        `${t`Bewertungsverlauf`} – ${data.event.title}.csv`,
      );
    } catch (failure) {
      notify(i18n, 'failure', i18n._(errorMessage(failure)));
    }
  };
  return (
    <EventAdminFrame
      title={t`Papierkarten und Verlauf`}
      eventId={id}
      eventTitle={data?.event.title}
      status={data?.event.status}
      loading={loading}
      error={error}
    >
      {data && (
        <Stack gap="xl">
          <PaperCardEntry event={data.event} cages={data.eventCages} />
          <section aria-labelledby="event-history">
            <Title order={2} size="h3" id="event-history" mb="xs">
              <Trans>Verlauf des Events</Trans>
            </Title>
            <Stack gap="md">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Text>
                  <Trans>
                    Jede Bewertung jedes Käfigs, mit Richter, Eingabe, Gerätezeit, Eingang beim Server und
                    Entscheidung über nachträgliche Bewertungen.
                  </Trans>
                </Text>
                <Button variant="light" loading={history.loading} onClick={() => void download()}>
                  <Trans>Verlauf als CSV</Trans>
                </Button>
              </Group>
              <AuditTrail eventId={id} />
            </Stack>
          </section>
        </Stack>
      )}
    </EventAdminFrame>
  );
}

import { useQuery } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Table, Text } from '@mantine/core';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { showTimeText } from '@web/lib/showTime/showTimeText';
import { personName } from '@web/lib/text/personName';
import { CAGE_HISTORY } from '../graphql/PaperCards';
import { type HistoryEntry, historyDecision, historyState } from '../judgingHistory';

/**
 * Admin: every op of one cage as it arrived: the decision, whose it is and who entered it, the
 * device's and the server's time, and what became of it (counts, overtaken, late and decided).
 */
export function CageHistory({ eventId, cageId }: { eventId: string; cageId: string }) {
  const { t, i18n } = useLingui();
  const { data, error } = useQuery(CAGE_HISTORY, {
    variables: { eventId, cageId },
    fetchPolicy: 'cache-and-network',
  });
  if (error) return <ErrorAlert>{i18n._(errorMessage(error))}</ErrorAlert>;
  if (!data) return null;
  const entries = data.cageHistory;
  if (entries.length === 0)
    return (
      <Text c="ink.7">
        <Trans>Noch keine Bewertung dieses Käfigs.</Trans>
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped aria-label={t`Verlauf des Käfigs`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Bewertung`}</Table.Th>
            <Table.Th>{t`Von`}</Table.Th>
            <Table.Th>{t`Stand`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.opId}>
              <Table.Td>
                <Text fw={600}>{historyDecision(i18n, entry)}</Text>
                {entry.note && (
                  <Text size="xs" c="ink.7" style={{ overflowWrap: 'anywhere' }}>
                    {entry.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text>{personName(i18n, entry.judge.shownName)}</Text>
                <Source entry={entry} />
                <Times entry={entry} />
              </Table.Td>
              <Table.Td>
                <Badge color={entry.current ? '#1f6b3a' : 'ink.6'} variant="filled" radius="sm" tt="none">
                  {historyState(i18n, entry)}
                </Badge>
                <Decision entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const timeOf = (i18n: I18n, value: string) =>
  showTimeText(i18n, value, { dateStyle: 'short', timeStyle: 'medium' });

/** When it was made, by the device's clock, and when the server received it. */
function Times({ entry }: { entry: HistoryEntry }) {
  const { i18n } = useLingui();
  const deviceTime = timeOf(i18n, entry.clientTime);
  const serverTime = timeOf(i18n, entry.receivedAt);
  return (
    <Text size="xs" c="ink.7">
      <Trans>
        Gerät <time dateTime={entry.clientTime}>{deviceTime}</time>
      </Trans>
      {' · '}
      <Trans>
        Server <time dateTime={entry.receivedAt}>{serverTime}</time>
      </Trans>
    </Text>
  );
}

/** Who accepted or rejected a late op, and when. */
function Decision({ entry }: { entry: HistoryEntry }) {
  const { t, i18n } = useLingui();
  if (!entry.resolvedBy || !entry.resolvedAt || entry.lateStatus === 'PENDING') return null;
  const decider = personName(i18n, entry.resolvedBy.shownName);
  const when = timeOf(i18n, entry.resolvedAt);
  return (
    <Text size="xs" c="ink.7">
      {entry.lateStatus === 'ACCEPTED'
        ? t`Angenommen von ${decider}, ${when}`
        : t`Abgelehnt von ${decider}, ${when}`}
    </Text>
  );
}

/** From the judge's tablet, or entered by the office (and by whom). */
function Source({ entry }: { entry: HistoryEntry }) {
  const { t, i18n } = useLingui();
  const office = entry.enteredBy && personName(i18n, entry.enteredBy.shownName);
  return (
    <Text size="xs" c="ink.7">
      {office ? t`Papierkarte, vom Büro eingegeben: ${office}` : t`Vom Tablet des Richters`}
    </Text>
  );
}

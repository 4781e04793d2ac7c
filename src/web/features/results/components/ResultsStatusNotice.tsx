import { Plural, Trans } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { paths } from '@web/config/paths';
import type { ResultsStatus } from '@web/gql/graphql';
import { useLocale } from '@web/lib/i18n/useLocale';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import { useNow } from '@web/lib/ssr/useNow';
import { Link } from 'react-router';
import { CHANGES_ANCHOR } from './ResultCorrections';

export interface ResultsState {
  resultsStatus?: ResultsStatus | null;
  objectionDeadline?: string | null;
  /** Corrections since the provisional results. */
  changeCount: number;
  /** Late ratings the office has not decided (they keep the results provisional) and accepted. */
  lateRatings?: { pending: number; accepted: number };
}

/**
 * Where the results stand, on screen and on paper: provisional with the objection deadline
 * ("vorläufig, Einspruch bis …") and how to object, or final; the late ratings still to be decided
 * or counted; and a link to what changed since the provisional results.
 */
export function ResultsStatusNotice({
  eventId,
  summary,
  state,
}: {
  eventId: string;
  /** On the results' own page the changes are below; elsewhere the link leads there. */
  summary: boolean;
  state: ResultsState;
}) {
  const locale = useLocale();
  const showTime = useShowTime();
  const { resultsStatus, objectionDeadline, changeCount, lateRatings } = state;
  const pending = lateRatings?.pending ?? 0;
  const accepted = lateRatings?.accepted ?? 0;
  const deadline = objectionDeadline ? new Date(objectionDeadline) : null;
  // Live: an open page turns to "the period ended" when it does.
  const open = useNow((now) => deadline !== null && deadline > now, deadline?.getTime());
  const changes =
    changeCount > 0 ? (
      <Anchor
        component={Link}
        to={`${paths.resultDetail.href(locale, { resultId: eventId })}#${CHANGES_ANCHOR}`}
        size="sm"
        data-print-hide=""
      >
        {summary ? (
          <Plural
            value={changeCount}
            one="# Änderung seit der vorläufigen Wertung"
            other="# Änderungen seit der vorläufigen Wertung"
          />
        ) : (
          <Trans>Änderungen seit der vorläufigen Wertung</Trans>
        )}
      </Anchor>
    ) : null;
  const acceptedLine =
    accepted > 0 ? (
      <Text size="sm" c="ink.7">
        <Plural
          value={accepted}
          one="Nach dem Ende hat die Schauleitung # nachträgliche Bewertung angenommen; sie ist in diesen Ergebnissen enthalten."
          other="Nach dem Ende hat die Schauleitung # nachträgliche Bewertungen angenommen; sie sind in diesen Ergebnissen enthalten."
        />
      </Text>
    ) : null;
  // Final results change no more: no late rating can be waiting then (finalising needs them decided).
  if (resultsStatus === 'FINAL')
    return (
      <Stack gap={4}>
        <Text size="sm" fw={600} data-results-status="final">
          <Trans>Endgültige Ergebnisse</Trans>
        </Text>
        {acceptedLine}
        {changes}
      </Stack>
    );
  if (resultsStatus !== 'PROVISIONAL' && pending === 0) return acceptedLine;
  const until = deadline ? showTime(deadline, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  return (
    <Alert
      color="terracotta"
      variant="light"
      title={<Trans>Vorläufige Ergebnisse</Trans>}
      data-results-status="provisional"
    >
      <Stack gap={6}>
        {deadline && open && (
          <Text size="sm">
            <Trans>
              Vorläufig, Einspruch bis {until}. Züchter mit Tauben in dieser Schau legen Einspruch auf der
              Seite der Schau ein.
            </Trans>{' '}
            <Anchor
              component={Link}
              to={`${paths.eventDetail.href(locale, { id: eventId })}#objections`}
              data-print-hide=""
            >
              <Trans>Einspruch einlegen</Trans>
            </Anchor>
          </Text>
        )}
        {deadline && !open && (
          <Text size="sm">
            <Trans>
              Die Einspruchsfrist endete am {until}. Die Schauleitung prüft die Ergebnisse, bevor sie
              endgültig werden.
            </Trans>
          </Text>
        )}
        {pending > 0 && (
          <Text size="sm">
            <Plural
              value={pending}
              one="Über # Bewertung, die nach dem Ende ankam, hat die Schauleitung noch nicht entschieden. Die Ergebnisse können sich noch ändern."
              other="Über # Bewertungen, die nach dem Ende ankamen, hat die Schauleitung noch nicht entschieden. Die Ergebnisse können sich noch ändern."
            />
          </Text>
        )}
        {acceptedLine}
        {changes}
      </Stack>
    </Alert>
  );
}

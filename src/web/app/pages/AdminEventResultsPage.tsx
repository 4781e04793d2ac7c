import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import type { RatingScheme } from '@shared/ratingScheme';
import { paths } from '@web/config/paths';
import { CorrectionEntry } from '@web/features/judging/components/CorrectionEntry';
import { ObjectionList } from '@web/features/objections/components/ObjectionList';
import {
  FINALIZE_RESULTS,
  RESULTS_REVIEW,
  RESULTS_REVIEW_CORRECTIONS,
} from '@web/features/objections/graphql/ResultsReview';
import { ResultCorrections } from '@web/features/results/components/ResultCorrections';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { confirmedAction } from '@web/lib/dialog/confirmedAction';
import { useLocale } from '@web/lib/i18n/useLocale';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import { useNow } from '@web/lib/ssr/useNow';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EventAdminFrame } from './EventAdminFrame';

/**
 * Admin: a show's results from provisional to final (docs/domain.md, Provisional and final
 * results): the objection deadline, the breeders' objections with their answers, corrections of a
 * judgement with a reason, what changed since the provisional results, and finalising.
 */
export function AdminEventResultsPage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const showTime = useShowTime();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(RESULTS_REVIEW, {
    variables: { eventId: id },
    fetchPolicy: 'cache-and-network',
  });
  const event = data?.event;
  const ended = Boolean(event?.resultsStatus);
  const corrections = useQuery(RESULTS_REVIEW_CORRECTIONS, {
    variables: { eventId: id },
    skip: !ended,
    fetchPolicy: 'cache-and-network',
  });
  const [finalize] = useMutation(FINALIZE_RESULTS);
  const [finalizing, setFinalizing] = useState(false);
  const [early, setEarly] = useState(false);
  const deadline = event?.objectionDeadline ? new Date(event.objectionDeadline) : null;
  const periodRunning = useNow((now) => deadline !== null && deadline > now, deadline?.getTime());
  const final = event?.resultsStatus === 'FINAL';
  const openObjections = data?.objections.filter((o) => o.status === 'OPEN').length ?? 0;
  const until = deadline ? showTime(deadline, { dateStyle: 'long', timeStyle: 'short' }) : '';
  const finalAt = event?.resultsFinalAt
    ? showTime(event.resultsFinalAt, { dateStyle: 'long', timeStyle: 'short' })
    : '';
  return (
    <EventAdminFrame
      title={t`Ergebnisse prüfen`}
      eventId={id}
      eventTitle={event?.title}
      status={event?.status}
      loading={loading}
      error={error}
    >
      {event && !ended && (
        <Text>
          <Trans>
            Die Ergebnisse gibt es, sobald die Schau beendet ist; dann sind sie zunächst vorläufig.
          </Trans>
        </Text>
      )}
      {event && ended && (
        <Stack gap="xl">
          <section aria-labelledby="results-status">
            <Title order={2} size="h3" mb="xs" id="results-status">
              <Trans>Stand der Ergebnisse</Trans>
            </Title>
            {final ? (
              <Text>
                <Trans>Endgültig seit {finalAt}. Sie lassen sich nicht mehr ändern.</Trans>
              </Text>
            ) : (
              <Stack gap="sm">
                <Text>
                  {periodRunning ? (
                    <Trans>Vorläufig. Einspruch ist bis {until} möglich.</Trans>
                  ) : deadline ? (
                    <Trans>Vorläufig. Die Einspruchsfrist endete am {until}.</Trans>
                  ) : (
                    <Trans>Vorläufig.</Trans>
                  )}
                </Text>
                {openObjections > 0 && (
                  <Alert color="terracotta" variant="light">
                    <Trans>Endgültig werden die Ergebnisse, wenn jeder Einspruch beantwortet ist.</Trans>
                  </Alert>
                )}
                <Group>
                  <Button onClick={() => setFinalizing(true)}>
                    <Trans>Ergebnisse endgültig machen</Trans>
                  </Button>
                  <Button
                    component={Link}
                    to={paths.resultDetail.href(locale, { resultId: id })}
                    variant="default"
                  >
                    <Trans>Ergebnisse ansehen</Trans>
                  </Button>
                </Group>
              </Stack>
            )}
          </section>
          <ObjectionList objections={data?.objections ?? []} final={final} />
          {!final && (
            <CorrectionEntry
              eventId={id}
              cages={data?.eventCages ?? []}
              scheme={event.ratingScheme as RatingScheme}
              onCorrected={() => void corrections.refetch().catch(() => undefined)}
            />
          )}
          {corrections.data && <ResultCorrections corrections={corrections.data.eventResults.corrections} />}
          <ConfirmDialog
            opened={finalizing}
            title={t`Ergebnisse endgültig machen?`}
            confirmLabel={t`Endgültig machen`}
            confirmDisabled={periodRunning && !early}
            onClose={() => {
              setFinalizing(false);
              setEarly(false);
            }}
            onConfirm={() =>
              confirmedAction(
                i18n,
                async () => {
                  await finalize({ variables: { eventId: id, early: periodRunning ? early : null } });
                  await refetch();
                },
                t`Die Ergebnisse sind endgültig.`,
              )
            }
          >
            <Text>
              <Trans>
                Endgültige Ergebnisse lassen sich nicht mehr ändern: keine Korrektur, kein Einspruch. Sie sind
                die Grundlage für Preise, Urkunden und die Saisonwertung.
              </Trans>
            </Text>
            {periodRunning && (
              <Checkbox
                checked={early}
                onChange={(change) => setEarly(change.currentTarget.checked)}
                label={t`Vor dem Ende der Einspruchsfrist (${until}) endgültig machen`}
              />
            )}
          </ConfirmDialog>
        </Stack>
      )}
    </EventAdminFrame>
  );
}

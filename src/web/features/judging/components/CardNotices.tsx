import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { SKIP_REASON_NAMES } from '@shared/judging';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import type { LocalJudgement } from '@web/lib/outbox/judgingDb';
import type { JudgeCageItem } from '../hooks/useJudgeCages';
import { decisionText, judgementSummary, refusalText } from '../judgingTexts';
import { endedNotice, LATE_RATING_PROCESS } from '../lockedReason';

interface CardNoticesProps {
  cage: JudgeCageItem;
  lockedReason: string | null;
  /** The show has ended: a decision saved now goes to the show office as a late rating. */
  ended: boolean;
  /** This device could not store the card's decision. */
  unsaved: boolean;
  /** A judgement of the cage newer than the one the card started from, if any. */
  newer: LocalJudgement | null;
  /** The card took a newer judgement over by itself (nothing had been entered). */
  takenOver: boolean;
  onShowNewer: (judgement: LocalJudgement) => void;
}

/**
 * What a judge must know about a card before deciding: it was not stored, the server refused it
 * (and what can still be done), it waits for the show office or was decided there, it was judged
 * meanwhile elsewhere, it was skipped, or it takes no decision (and why).
 */
export function CardNotices({
  cage,
  lockedReason,
  ended,
  unsaved,
  newer,
  takenOver,
  onShowNewer,
}: CardNoticesProps) {
  const { t, i18n } = useLingui();
  const skipped = cage.judgement?.kind === 'SKIP' ? cage.judgement.skipReason : null;
  return (
    <>
      {unsaved && (
        <ErrorAlert title={t`Nicht gespeichert`}>
          <Text size="sm">
            <Trans>
              Dieses Gerät konnte die Bewertung nicht speichern (vielleicht ist sein Speicher voll). Ihre
              Eingaben stehen unten; bitte speichern Sie erneut.
            </Trans>
          </Text>
        </ErrorAlert>
      )}
      {cage.state === 'attention' && cage.refusal && (
        <ErrorAlert title={t`Vom Server abgelehnt`}>
          <Text size="sm">{refusalText(i18n, cage.refusal)}</Text>
          <Text size="sm">
            {lockedReason ? (
              <Trans>
                Hier lässt sie sich nicht mehr ändern. Unter „Nicht gesendete Bewertungen“ können Sie sie für
                die Schauleitung als CSV exportieren oder verwerfen.
              </Trans>
            ) : (
              <Trans>Speichern Sie die Karte erneut, um sie noch einmal zu senden.</Trans>
            )}
          </Text>
        </ErrorAlert>
      )}
      {cage.state === 'late' && (
        <Alert
          color="ink"
          variant="light"
          title={t`Bei der Schauleitung eingegangen, wartet auf Entscheidung`}
        >
          <Text size="sm">
            <Trans>Das Event war schon beendet, als diese Bewertung ankam.</Trans>{' '}
            {i18n._(LATE_RATING_PROCESS)}
          </Text>
        </Alert>
      )}
      {cage.decision && cage.state !== 'late' && (
        <Alert color="ink" variant="light">
          <Text size="sm">
            <Trans>Ihre verspätete Bewertung ({judgementSummary(i18n, cage.decision)}):</Trans>{' '}
            {decisionText(i18n, cage.decision)}
          </Text>
        </Alert>
      )}
      {newer && (
        <Alert color="ink" variant="light" title={t`Inzwischen neu bewertet`}>
          <Stack gap={6} align="flex-start">
            <Text size="sm">
              <Trans>
                Käfig {cage.cageNumber} wurde bewertet, während diese Karte offen war:{' '}
                {judgementSummary(i18n, newer)}. Speichern Sie, ersetzt Ihre Bewertung diese.
              </Trans>
            </Text>
            <Button size="compact-sm" variant="light" color="ink" onClick={() => onShowNewer(newer)}>
              <Trans>Neuere Bewertung anzeigen</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      {takenOver && !newer && (
        <Text role="status" size="sm">
          <Trans>Diese Karte zeigt die neueste Bewertung des Käfigs.</Trans>
        </Text>
      )}
      {skipped && (
        <Text role="status" size="sm">
          <Trans>Übersprungen: {i18n._(SKIP_REASON_NAMES[skipped])}</Trans>
        </Text>
      )}
      {lockedReason && (
        <Alert color="ink" variant="light">
          <Text size="sm">{lockedReason}</Text>
        </Alert>
      )}
      {/* Not over a rating that already waits at the office: that one is not sent again. */}
      {ended && !lockedReason && cage.state !== 'late' && (
        <Alert color="ink" variant="light">
          <Text size="sm">{endedNotice(i18n, 'card')}</Text>
        </Alert>
      )}
    </>
  );
}

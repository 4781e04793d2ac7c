import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { mdiContentSave, mdiDebugStepOver } from '@mdi/js';
import { MAX_NOTE_LENGTH, type Scores, type SkipReason, totalOf } from '@shared/judging';
import { RATING_CATEGORIES, type RatingCategory, type RatingScheme } from '@shared/ratingScheme';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { Icon } from '@web/lib/icons/Icon';
import { SKIP_REASON_LABELS } from '@web/lib/judging/judgingLabels';
import { memo, useRef, useState } from 'react';
import type { JudgeCageItem } from '../hooks/useJudgeCages';
import { refusalText } from '../judgingTexts';
import { CageFacts } from './CageFacts';
import classes from './PointCard.module.css';
import { ScoreInput } from './ScoreInput';
import { SkipDialog } from './SkipDialog';

/** A save that takes longer than this says so (a busy tablet's disk), instead of a blank wait. */
const SLOW_SAVE_MS = 150;

export type CardDecision =
  | { kind: 'RATE'; scores: Scores; note: string }
  | { kind: 'SKIP'; skipReason: SkipReason; note: string };

interface PointCardProps {
  cage: JudgeCageItem;
  scheme: RatingScheme;
  /** Why nothing can be saved here (the event has not started or has ended), or null. */
  lockedReason: string | null;
  /** A decision this device could not store: the card shows it again, to be saved once more. */
  unsaved?: CardDecision;
  onDecide: (decision: CardDecision) => Promise<void>;
  onLeave: () => void;
}

function initialScores(cage: JudgeCageItem, unsaved?: CardDecision): Partial<Scores> {
  if (unsaved) return unsaved.kind === 'RATE' ? { ...unsaved.scores } : {};
  return cage.judgement?.kind === 'RATE' && cage.judgement.scores ? { ...cage.judgement.scores } : {};
}

/**
 * The point card of one cage (memoised: the list behind it changes with every save): a score per category from the event's scheme, the total as it
 * grows, a remark; save (and on to the next open cage), skip with a reason, or cancel.
 */
export const PointCard = memo(function PointCard({
  cage,
  scheme,
  lockedReason,
  unsaved,
  onDecide,
  onLeave,
}: PointCardProps) {
  const { t, i18n } = useLingui();
  const [scores, setScores] = useState<Partial<Scores>>(() => initialScores(cage, unsaved));
  const [note, setNote] = useState(unsaved?.note ?? cage.judgement?.note ?? '');
  const [missing, setMissing] = useState<RatingCategory[]>([]);
  const [skipping, setSkipping] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  // A save under way: in a ref, so that a second tap does nothing without a render in the way of
  // the save; shown (buttons disabled, "saving") only once it takes longer than a moment.
  const saving = useRef(false);
  const [slowSave, setSlowSave] = useState(false);
  const form = useRef<HTMLDivElement>(null);
  const initial = useRef({ scores: initialScores(cage), note: cage.judgement?.note ?? '' });

  const complete = RATING_CATEGORIES.every((c) => scores[c] !== undefined);
  const total = complete ? totalOf(scores as Scores) : null;
  const dirty =
    note !== initial.current.note || RATING_CATEGORIES.some((c) => scores[c] !== initial.current.scores[c]);

  const decide = async (decision: CardDecision) => {
    if (saving.current) return;
    saving.current = true;
    const slow = setTimeout(() => setSlowSave(true), SLOW_SAVE_MS);
    try {
      await onDecide(decision);
    } finally {
      clearTimeout(slow);
      saving.current = false;
      setSlowSave(false);
    }
  };
  const save = () => {
    const absent = RATING_CATEGORIES.filter((c) => scores[c] === undefined);
    setMissing(absent);
    if (absent.length > 0) {
      form.current?.querySelector<HTMLInputElement>(`[data-category="${absent[0]}"] input`)?.focus();
      return;
    }
    void decide({ kind: 'RATE', scores: scores as Scores, note });
  };
  const skipped = cage.judgement?.kind === 'SKIP' ? cage.judgement.skipReason : null;

  return (
    <Stack gap="lg">
      <CageFacts cage={cage} />
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
            <Trans>Speichern Sie die Karte erneut, um sie noch einmal zu senden.</Trans>
          </Text>
        </ErrorAlert>
      )}
      {skipped && (
        <Text role="status">
          <Trans>Übersprungen: {i18n._(SKIP_REASON_LABELS[skipped])}</Trans>
        </Text>
      )}
      {lockedReason && (
        <Alert color="ink" variant="light">
          <Text size="sm">{lockedReason}</Text>
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} ref={form}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
            {RATING_CATEGORIES.map((category) => (
              <ScoreInput
                key={category}
                category={category}
                bounds={scheme[category]}
                value={scores[category]}
                disabled={Boolean(lockedReason)}
                error={
                  missing.includes(category) && scores[category] === undefined
                    ? t`Bitte wählen Sie eine Punktzahl.`
                    : undefined
                }
                onChange={(value) => setScores((previous) => ({ ...previous, [category]: value }))}
              />
            ))}
          </SimpleGrid>
          <Textarea
            label={t`Bemerkung`}
            description={t`Höchstens ${MAX_NOTE_LENGTH} Zeichen`}
            value={note}
            maxLength={MAX_NOTE_LENGTH}
            rows={2}
            resize="vertical"
            disabled={Boolean(lockedReason)}
            onChange={(change) => setNote(change.currentTarget.value)}
          />
        </Stack>
      </Paper>
      {/* Always in view on a tablet: the total as it grows and the actions. */}
      <div className={classes.actions}>
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Group gap="xs" align="baseline" wrap="nowrap">
            <Title order={2} size="h3">
              <Trans>Gesamt</Trans>
            </Title>
            <Text component="output" aria-live="polite" fz={30} fw={700} className={classes.total}>
              {total === null ? '–' : i18n.number(total)}
            </Text>
          </Group>
          <Group justify="flex-end" gap="sm" wrap="wrap">
            {slowSave && (
              <Text role="status" size="sm" c="dimmed">
                <Trans>Wird auf diesem Gerät gespeichert …</Trans>
              </Text>
            )}
            <Button
              variant="subtle"
              color="ink"
              size="lg"
              disabled={slowSave}
              onClick={() => (dirty ? setConfirmLeave(true) : onLeave())}
            >
              <Trans>Abbrechen</Trans>
            </Button>
            <Button
              variant="outline"
              size="lg"
              disabled={Boolean(lockedReason) || slowSave}
              leftSection={<Icon path={mdiDebugStepOver} />}
              onClick={() => setSkipping(true)}
            >
              <Trans>Überspringen</Trans>
            </Button>
            <Button
              size="lg"
              disabled={Boolean(lockedReason)}
              loading={slowSave}
              leftSection={<Icon path={mdiContentSave} />}
              onClick={save}
            >
              <Trans>Speichern</Trans>
            </Button>
          </Group>
        </Group>
      </div>
      <SkipDialog
        opened={skipping}
        cageNumber={cage.cageNumber}
        onClose={() => setSkipping(false)}
        // No closing first: the next page replaces the dialog's history entry.
        onSkip={(skipReason) => decide({ kind: 'SKIP', skipReason, note })}
      />
      <ConfirmDialog
        opened={confirmLeave}
        title={t`Eingaben verwerfen?`}
        confirmLabel={t`Verwerfen`}
        danger
        onClose={() => setConfirmLeave(false)}
        onConfirm={async () => {
          onLeave();
          return null;
        }}
      >
        <Text>
          <Trans>Die Punkte dieser Karte sind noch nicht gespeichert.</Trans>
        </Text>
      </ConfirmDialog>
    </Stack>
  );
});

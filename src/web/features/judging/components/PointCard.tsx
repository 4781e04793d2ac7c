import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text } from '@mantine/core';
import { mdiCheck } from '@mdi/js';
import type { Scores, SkipReason } from '@shared/judging';
import { totalOf } from '@shared/judging';
import { RATING_CATEGORIES, type RatingCategory, type RatingScheme } from '@shared/ratingScheme';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { Icon } from '@web/lib/icons/Icon';
import type { LocalJudgement } from '@web/lib/outbox/judgingDb';
import { memo, useEffect, useRef, useState } from 'react';
import type { JudgeCageItem } from '../hooks/useJudgeCages';
import { judgementSummary } from '../judgingTexts';
import { CageFacts } from './CageFacts';
import { CardBar } from './CardBar';
import { CardNotices } from './CardNotices';
import { NoteField } from './NoteField';
import classes from './PointCard.module.css';
import { ScoreInput } from './ScoreInput';
import { SkipDialog } from './SkipDialog';

/** A save that takes longer than this says so (a busy tablet's disk), instead of a blank wait. */
const SLOW_SAVE_MS = 150;

export type CardDecision =
  | { kind: 'RATE'; scores: Scores; note: string }
  | { kind: 'SKIP'; skipReason: SkipReason; note: string };

/** What the previous card's save stored: the next card confirms it in a line. */
export interface SavedCard {
  cageNumber: number;
  total: number | null;
  skipReason: SkipReason | null;
}

interface PointCardProps {
  cage: JudgeCageItem;
  scheme: RatingScheme;
  /** Why nothing can be saved here (the event has not started, own pigeon), or null. */
  lockedReason: string | null;
  /** The show has ended: Save sends the decision as a late rating, for the show office to decide. */
  ended: boolean;
  /** A decision this device could not store: the card shows it again, to be saved once more. */
  unsaved?: CardDecision;
  /** The card saved just before this one. */
  saved?: SavedCard;
  onDecide: (decision: CardDecision) => Promise<void>;
  onLeave: () => void;
}

function scoresOf(judgement: LocalJudgement | null): Partial<Scores> {
  return judgement?.kind === 'RATE' && judgement.scores ? { ...judgement.scores } : {};
}

function initialScores(cage: JudgeCageItem, unsaved?: CardDecision): Partial<Scores> {
  if (unsaved) return unsaved.kind === 'RATE' ? { ...unsaved.scores } : {};
  return scoresOf(cage.judgement);
}

/**
 * The point card of one cage (memoised: the list behind it changes with every save): a score per
 * category from the event's scheme, the total as it grows, a remark; save (and on to the next open
 * cage), skip with a reason, or cancel. Made to fit a tablet's screen whole, the bar included.
 *
 * A newer judgement of the cage that arrives while the card is open (another tab, another judge)
 * is shown: taken over if nothing was entered here, and asked about before this card replaces it.
 */
export const PointCard = memo(function PointCard({
  cage,
  scheme,
  lockedReason,
  ended,
  unsaved,
  saved,
  onDecide,
  onLeave,
}: PointCardProps) {
  const { t, i18n } = useLingui();
  const [scores, setScores] = useState<Partial<Scores>>(() => initialScores(cage, unsaved));
  const [note, setNote] = useState(unsaved?.note ?? cage.judgement?.note ?? '');
  const [missing, setMissing] = useState<RatingCategory[]>([]);
  const [skipping, setSkipping] = useState(false);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [replacing, setReplacing] = useState<CardDecision | null>(null);
  // A save under way: in a ref, so that a second tap does nothing without a render in the way of
  // the save; shown (buttons disabled, "saving") only once it takes longer than a moment.
  const saving = useRef(false);
  const [slowSave, setSlowSave] = useState(false);
  const form = useRef<HTMLDivElement>(null);
  // What the form started from: the judgement shown when the card opened (or last taken over).
  const [baseline, setBaseline] = useState(() => ({
    opId: cage.judgement?.opId ?? null,
    scores: initialScores(cage),
    note: cage.judgement?.note ?? '',
  }));
  const [takenOver, setTakenOver] = useState(false);

  // A rating waiting at the show office is not sent again from here: the office decides on it.
  const locked = Boolean(lockedReason) || cage.state === 'late';
  const complete = RATING_CATEGORIES.every((c) => scores[c] !== undefined);
  const total = complete ? totalOf(scores as Scores) : null;
  const dirty = note !== baseline.note || RATING_CATEGORIES.some((c) => scores[c] !== baseline.scores[c]);
  const current = cage.judgement;
  const newer = (current?.opId ?? null) !== baseline.opId ? current : null;

  // A newer judgement arrived while nothing was entered here: the card shows it.
  useEffect(() => {
    if (!newer || dirty || saving.current || unsaved) return;
    const next = { opId: newer.opId, scores: scoresOf(newer), note: newer.note ?? '' };
    setBaseline(next);
    setScores(next.scores);
    setNote(next.note);
    setTakenOver(true);
  }, [newer, dirty, unsaved]);

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
  // Replacing a judgement this card never showed asks first.
  const decideOrAsk = (decision: CardDecision) => {
    if (newer) setReplacing(decision);
    else void decide(decision);
  };
  const save = () => {
    const absent = RATING_CATEGORIES.filter((c) => scores[c] === undefined);
    // Unchanged, the card does not render again: that render would run before the save starts.
    setMissing((previous) =>
      previous.length === absent.length && previous.every((c, i) => c === absent[i]) ? previous : absent,
    );
    if (absent.length > 0) {
      form.current?.querySelector<HTMLInputElement>(`[data-category="${absent[0]}"] input`)?.focus();
      return;
    }
    decideOrAsk({ kind: 'RATE', scores: scores as Scores, note });
  };

  return (
    <Stack gap="sm">
      <CageFacts
        cage={cage}
        status={
          saved && (
            <Text role="status" size="sm" fw={600} c="#1f6b3a" className={classes.saved}>
              <Icon path={mdiCheck} size={16} />{' '}
              {saved.skipReason
                ? t`Käfig ${saved.cageNumber} gespeichert · übersprungen`
                : t`Käfig ${saved.cageNumber} gespeichert · ${i18n.number(saved.total ?? 0)}`}
            </Text>
          )
        }
      />
      <CardNotices
        cage={cage}
        lockedReason={lockedReason}
        ended={ended}
        unsaved={Boolean(unsaved)}
        newer={newer}
        takenOver={takenOver}
        onShowNewer={(judgement) => {
          const next = { opId: judgement.opId, scores: scoresOf(judgement), note: judgement.note ?? '' };
          setBaseline(next);
          setScores(next.scores);
          setNote(next.note);
        }}
      />
      <Paper withBorder radius="md" px="md" py="sm" ref={form}>
        <Stack gap="xs">
          {RATING_CATEGORIES.map((category) => (
            <ScoreInput
              key={category}
              category={category}
              bounds={scheme[category]}
              value={scores[category]}
              disabled={locked}
              error={
                missing.includes(category) && scores[category] === undefined
                  ? t`Bitte wählen Sie eine Punktzahl.`
                  : undefined
              }
              onChange={(value) => setScores((previous) => ({ ...previous, [category]: value }))}
            />
          ))}
          <NoteField label={t`Bemerkung`} value={note} disabled={locked} onChange={setNote} />
        </Stack>
      </Paper>
      <CardBar
        total={total}
        slowSave={slowSave}
        locked={locked}
        late={ended}
        onCancel={() => (dirty ? setConfirmLeave(true) : onLeave())}
        onSkip={() => setSkipping(true)}
        onSave={save}
      />
      <SkipDialog
        opened={skipping}
        cageNumber={cage.cageNumber}
        note={note}
        onClose={() => setSkipping(false)}
        // No closing first: the next page replaces the dialog's history entry.
        onSkip={async (skipReason, skipNote) => {
          if (newer) setSkipping(false);
          decideOrAsk({ kind: 'SKIP', skipReason, note: skipNote });
        }}
      />
      <ConfirmDialog
        opened={replacing !== null}
        title={t`Neuere Bewertung ersetzen?`}
        confirmLabel={t`Ersetzen`}
        danger
        onClose={() => setReplacing(null)}
        onConfirm={async () => {
          const decision = replacing;
          if (decision) await decide(decision);
          return null;
        }}
      >
        <Text>
          {newer && (
            <Trans>
              Käfig {cage.cageNumber} wurde inzwischen bewertet ({judgementSummary(i18n, newer)}). Ihre
              Bewertung ersetzt diese.
            </Trans>
          )}
        </Text>
      </ConfirmDialog>
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

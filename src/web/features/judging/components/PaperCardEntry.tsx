import { useMutation } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { CLASS_NAMES } from '@shared/classification';
import { isErrorCode } from '@shared/errorCodes';
import { hasStarted } from '@shared/eventLifecycle';
import type { Scores, SkipReason } from '@shared/judging';
import { SKIP_REASON_NAMES, totalOf } from '@shared/judging';
import { RATING_CATEGORIES, type RatingCategory, type RatingScheme } from '@shared/ratingScheme';
import type { PaperCardEventQuery } from '@web/gql/graphql';
import { ERROR_CODE_MESSAGES, errorMessage } from '@web/lib/errors/errorMessages';
import { personName } from '@web/lib/text/personName';
import { RingNumber } from '@web/lib/text/RingNumber';
import { useMemo, useRef, useState } from 'react';
import { ENTER_PAPER_CARDS } from '../graphql/PaperCards';
import { CageHistory } from './CageHistory';
import { NoteField } from './NoteField';
import classes from './PaperCardEntry.module.css';
import { ScoreInput } from './ScoreInput';
import { SkipDialog } from './SkipDialog';

type PaperCardEvent = PaperCardEventQuery['event'];
type Cage = PaperCardEventQuery['eventCages'][number];
type Decision = { kind: 'RATE'; scores: Scores } | { kind: 'SKIP'; skipReason: SkipReason };

/** What the office sees after a card was sent: stored, or why not. */
type Answer = { ok: true; text: string } | { ok: false; text: string };

/**
 * Admin: a judge's paper point card, typed in by the show office. It is sent as that judge's op
 * (the same rules as the judge's tablet), marked on the server as entered by the office. One op
 * id per card: sent again after a lost answer, it is not counted twice.
 */
export function PaperCardEntry({ event, cages }: { event: PaperCardEvent; cages: readonly Cage[] }) {
  const { t, i18n } = useLingui();
  const scheme = event.ratingScheme as RatingScheme;
  const judges = useMemo(() => judgesOf(event.classes), [event.classes]);
  const [judgeId, setJudgeId] = useState('');
  const [cageText, setCageText] = useState('');
  const [scores, setScores] = useState<Partial<Scores>>({});
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<RatingCategory[]>([]);
  const [skipping, setSkipping] = useState(false);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [shownCage, setShownCage] = useState<Cage | null>(null);
  // The card being sent: its op id stays until the server answered, so a retry is the same op.
  const pending = useRef<{ opId: string; clientTime: string; key: string } | null>(null);
  const cageInput = useRef<HTMLInputElement>(null);
  const [enter] = useMutation(ENTER_PAPER_CARDS, { refetchQueries: ['CageHistory'] });

  // Ops are taken from the start on; after the end as late ones.
  const open = hasStarted(event.status);
  const cageNumber = Number(cageText);
  const cage = cageText.trim() === '' ? null : (cages.find((c) => c.cageNumber === cageNumber) ?? null);
  const judge = judges.find((j) => j.id === judgeId) ?? null;
  const judgesClass = Boolean(cage && judge?.classes.includes(cage.classCode));
  const ready = open && cage !== null && judgesClass;
  const complete = RATING_CATEGORIES.every((c) => scores[c] !== undefined);
  const judgeName = judge ? personName(i18n, judge.shownName) : '';
  // The cage typed in, or else the one whose card was just stored.
  const historyCage = cage ?? shownCage;
  const historyNumber = historyCage?.cageNumber;

  const send = async (decision: Decision, cardNote: string) => {
    if (!cage || !judge || sending) return;
    const op = {
      eventId: event.id,
      cageId: cage.id,
      kind: decision.kind,
      scores: decision.kind === 'RATE' ? decision.scores : null,
      skipReason: decision.kind === 'SKIP' ? decision.skipReason : null,
      note: cardNote.trim() === '' ? null : cardNote.trim(),
    };
    const key = JSON.stringify([judge.id, op]);
    if (pending.current?.key !== key)
      pending.current = { opId: crypto.randomUUID(), clientTime: new Date().toISOString(), key };
    const { opId, clientTime } = pending.current;
    setSending(true);
    setAnswer(null);
    try {
      const { data } = await enter({
        variables: { judgeId: judge.id, ops: [{ ...op, opId, clientTime }] },
      });
      const result = data?.enterPaperCards[0];
      if (!result) throw new Error('no answer');
      pending.current = null;
      setShownCage(cage);
      if (result.outcome === 'REJECTED' && !result.late) {
        setAnswer({ ok: false, text: refusalText(i18n, result.code, judgeName, result.message) });
        return;
      }
      const what =
        decision.kind === 'RATE'
          ? t`${plural(totalOf(decision.scores), { one: '# Punkt', other: '# Punkte' })}`
          : i18n._(SKIP_REASON_NAMES[decision.skipReason]);
      const number = cage.cageNumber;
      const late = result.late?.status;
      setAnswer({
        ok: true,
        text:
          late === 'REJECTED'
            ? t`Käfig ${number} (${what}) für ${judgeName} war schon gespeichert, als nachträgliche Bewertung, und wurde abgelehnt: Sie zählt nicht.`
            : late === 'ACCEPTED'
              ? t`Käfig ${number} (${what}) für ${judgeName} war schon gespeichert, als nachträgliche Bewertung, und wurde angenommen.`
              : late === 'PENDING'
                ? t`Käfig ${number} (${what}) für ${judgeName} gespeichert, als nachträgliche Bewertung: Sie zählt, sobald sie angenommen ist.`
                : t`Käfig ${number} (${what}) für ${judgeName} gespeichert, als vom Büro eingegeben.`,
      });
      setCageText('');
      setScores({});
      setNote('');
      setMissing([]);
      cageInput.current?.focus();
    } catch (error) {
      // No answer (the network): the card stays as it is, and sending again is the same op.
      setAnswer({ ok: false, text: i18n._(errorMessage(error)) });
    } finally {
      setSending(false);
    }
  };

  const save = () => {
    const absent = RATING_CATEGORIES.filter((c) => scores[c] === undefined);
    setMissing(absent);
    if (absent.length === 0) void send({ kind: 'RATE', scores: scores as Scores }, note);
  };

  return (
    <Stack gap="md">
      <Text>
        <Trans>
          Für Richter, die auf Papier bewerten oder deren Tablet ausgefallen ist: Die Karte zählt als
          Bewertung des Richters und wird als „vom Büro eingegeben“ vermerkt. Es gelten dieselben Regeln wie
          für das Tablet; die spätere Bewertung eines Käfigs entscheidet.
        </Trans>
      </Text>
      {!open && (
        <Alert color="ink" variant="light">
          <Trans>Papierkarten lassen sich erfassen, sobald das Event gestartet ist.</Trans>
        </Alert>
      )}
      {event.status === 'ENDED' && (
        <Alert color="ink" variant="light">
          <Trans>
            Das Event ist beendet: Eine Karte wird als nachträgliche Bewertung gespeichert und zählt erst,
            wenn sie auf der Seite des Events angenommen ist.
          </Trans>
        </Alert>
      )}
      <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
        <NativeSelect
          label={t`Richter`}
          value={judgeId}
          onChange={(e) => setJudgeId(e.currentTarget.value)}
          data={[
            { value: '', label: t`Richter wählen` },
            ...judges.map((j) => ({ value: j.id, label: personName(i18n, j.shownName) })),
          ]}
          miw={200}
        />
        <TextInput
          ref={cageInput}
          label={t`Käfignummer`}
          inputMode="numeric"
          autoComplete="off"
          value={cageText}
          onChange={(e) => {
            setCageText(e.currentTarget.value.replace(/\D/g, ''));
            setAnswer(null);
          }}
          error={cageText !== '' && !cage ? t`Kein Käfig mit dieser Nummer` : undefined}
          miw={140}
        />
      </Group>
      {cage && (
        <Text fw={600}>
          <Trans>Käfig {cage.cageNumber}</Trans> · <RingNumber>{cage.ringNumber}</RingNumber> ·{' '}
          {i18n._(CLASS_NAMES[cage.classCode])}
        </Text>
      )}
      {cage && !judge && open && (
        <Text c="ink.7">
          <Trans>Wählen Sie den Richter, dessen Karte Sie eingeben.</Trans>
        </Text>
      )}
      {cage && judge && !judgesClass && (
        <Alert color="red.9" variant="light">
          <NotJudgedBy judgeName={judgeName} className={i18n._(CLASS_NAMES[cage.classCode])} />
        </Alert>
      )}
      <Paper withBorder radius="md" px="md" py="sm">
        <Stack gap="xs">
          {RATING_CATEGORIES.map((category) => (
            <ScoreInput
              key={category}
              category={category}
              bounds={scheme[category]}
              value={scores[category]}
              disabled={!ready}
              error={
                missing.includes(category) && scores[category] === undefined
                  ? t`Bitte wählen Sie eine Punktzahl.`
                  : undefined
              }
              onChange={(value) => setScores((previous) => ({ ...previous, [category]: value }))}
            />
          ))}
          <NoteField label={t`Bemerkung`} value={note} disabled={!ready} onChange={setNote} />
        </Stack>
      </Paper>
      <Group justify="space-between" wrap="wrap">
        <Text fw={700} aria-live="polite">
          {complete ? t`Gesamt ${i18n.number(totalOf(scores as Scores))}` : t`Gesamt –`}
        </Text>
        <Group gap="sm">
          <Button variant="default" disabled={!ready || sending} onClick={() => setSkipping(true)}>
            <Trans>Übersprungen …</Trans>
          </Button>
          <Button disabled={!ready} loading={sending} onClick={save}>
            <Trans>Karte speichern</Trans>
          </Button>
        </Group>
      </Group>
      {/* Mounted throughout, so a screen reader announces each new answer as it comes. */}
      <div role="status">
        {answer?.ok && (
          <Paper withBorder radius="md" p="sm" className={classes.stored}>
            <Text>{answer.text}</Text>
          </Paper>
        )}
      </div>
      <div role="alert">
        {answer && !answer.ok && (
          <Paper withBorder radius="md" p="sm" className={classes.refused}>
            <Text>{answer.text}</Text>
          </Paper>
        )}
      </div>
      <SkipDialog
        opened={skipping}
        cageNumber={cage?.cageNumber ?? 0}
        note={note}
        onClose={() => setSkipping(false)}
        onSkip={async (skipReason, skipNote) => {
          setSkipping(false);
          await send({ kind: 'SKIP', skipReason }, skipNote);
        }}
      />
      {historyCage && (
        <section aria-labelledby="cage-history">
          <Title order={2} size="h3" id="cage-history" mb="xs">
            <Trans>Verlauf von Käfig {historyNumber}</Trans>
          </Title>
          <CageHistory eventId={event.id} cageId={historyCage.id} />
        </section>
      )}
    </Stack>
  );
}

function NotJudgedBy({ judgeName, className }: { judgeName: string; className: string }) {
  return (
    <Trans>
      {judgeName} ist für die Klasse {className} nicht als Richter eingeteilt.
    </Trans>
  );
}

interface Judge {
  id: string;
  shownName: string;
  classes: string[];
}

/** Every judge of the event once, by name, with the classes they judge. */
function judgesOf(classes: PaperCardEvent['classes']): Judge[] {
  const byId = new Map<string, Judge>();
  for (const eventClass of classes)
    for (const judge of eventClass.judges) {
      const known = byId.get(judge.id) ?? { id: judge.id, shownName: judge.shownName, classes: [] };
      known.classes.push(eventClass.code);
      byId.set(judge.id, known);
    }
  return [...byId.values()].sort((a, b) => a.shownName.localeCompare(b.shownName));
}

// Where the general text of a code says too little to the office entering another's card.
const OFFICE_REFUSALS: Partial<Record<string, (judge: string) => ReturnType<typeof msg>>> = {
  NOT_AUTHORIZED: (judge) => msg`${judge} ist für die Klasse dieses Käfigs nicht als Richter eingeteilt.`,
  OWN_PIGEON: () =>
    msg`Die Taube in diesem Käfig gehört dem Richter oder Ihnen selbst: Diese Karte nimmt das Büro nicht auf.`,
  EVENT_NOT_STARTED: () => msg`Die Bewertung dieses Events hat noch nicht begonnen.`,
};

function refusalText(i18n: I18n, code: string | null | undefined, judge: string, message?: string | null) {
  const specific = code ? OFFICE_REFUSALS[code] : undefined;
  if (specific) return i18n._(specific(judge));
  if (code && isErrorCode(code)) return i18n._(ERROR_CODE_MESSAGES[code]);
  return message ?? i18n._(errorMessage(null));
}

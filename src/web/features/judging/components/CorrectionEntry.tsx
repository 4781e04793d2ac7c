import { useLazyQuery, useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { CLASS_NAMES } from '@shared/classification';
import { type Scores, totalOf } from '@shared/judging';
import { RATING_CATEGORIES, type RatingScheme } from '@shared/ratingScheme';
import { MAX_CORRECTION_REASON_LENGTH } from '@shared/resultsStatus';
import type { PigeonClass } from '@web/gql/graphql';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { notify } from '@web/lib/feedback/notify';
import { RingNumber } from '@web/lib/text/RingNumber';
import { useRef, useState } from 'react';
import { CAGE_SCORES, CORRECT_JUDGEMENT } from '../graphql/Corrections';
import { ScoreInput } from './ScoreInput';

/** A cage of the show, as the page lists them. */
interface Cage {
  id: string;
  cageNumber: number;
  ringNumber: string;
  classCode: PigeonClass;
}

/**
 * Admin, while the results are provisional: a cage's judgement corrected with a reason (an
 * addition error on the card, an upheld objection). The cage's scores as they count now are the
 * start; the new total counts everywhere at once, and the change is on the record and listed as
 * a change since the provisional results.
 */
export function CorrectionEntry({
  eventId,
  cages,
  scheme,
  onCorrected,
}: {
  eventId: string;
  cages: readonly Cage[];
  scheme: RatingScheme;
  onCorrected: () => void;
}) {
  const { t, i18n } = useLingui();
  const [cageText, setCageText] = useState('');
  const [scores, setScores] = useState<Partial<Scores>>({});
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [loadScores] = useLazyQuery(CAGE_SCORES, { fetchPolicy: 'network-only' });
  const [correct, { loading }] = useMutation(CORRECT_JUDGEMENT);
  const cage = cages.find((c) => String(c.cageNumber) === cageText);
  const complete = RATING_CATEGORIES.every((category) => scores[category] !== undefined);
  // The number typed last: the scores of a number typed before it may come later.
  const typed = useRef('');
  const pickCage = async (text: string) => {
    typed.current = text;
    setCageText(text);
    setScores({});
    const picked = cages.find((c) => String(c.cageNumber) === text);
    if (!picked) return;
    // The scores that count now, to change one of them.
    const { data } = await loadScores({ variables: { eventId, search: text } });
    const entry = data?.eventResults.cageCards.entries.find((e) => e.cageId === picked.id);
    const current = entry?.scores;
    if (typed.current !== text) return;
    // The five scores alone: the answer's object carries its __typename too, which no input takes.
    if (current)
      setScores(Object.fromEntries(RATING_CATEGORIES.map((category) => [category, current[category]])));
  };
  const save = async () => {
    setTried(true);
    if (!cage || !complete || reason.trim() === '') return;
    try {
      const { data } = await correct({
        variables: { eventId, cageId: cage.id, scores: scores as Scores, reason },
      });
      const done = data?.correctJudgement;
      const total = i18n.number(done?.newTotal ?? totalOf(scores as Scores));
      notify(
        i18n,
        'success',
        t`Käfig ${cage.cageNumber}: die Wertung ist korrigiert, neuer Gesamtwert ${total}.`,
      );
      setCageText('');
      setScores({});
      setReason('');
      setTried(false);
      onCorrected();
    } catch (error) {
      notify(i18n, 'failure', i18n._(errorMessage(error)));
    }
  };
  return (
    <section aria-labelledby="correction">
      <Title order={2} size="h3" mb="xs" id="correction">
        <Trans>Wertung korrigieren</Trans>
      </Title>
      <Stack gap="sm">
        <TextInput
          label={t`Käfignummer`}
          inputMode="numeric"
          autoComplete="off"
          maw={200}
          value={cageText}
          onChange={(event) => void pickCage(event.currentTarget.value.replace(/\D/g, ''))}
          error={(cageText !== '' && !cage) || (tried && !cage) ? t`Kein Käfig mit dieser Nummer` : undefined}
        />
        {cage && (
          <Text fw={600}>
            <Trans>Käfig {cage.cageNumber}</Trans> · <RingNumber>{cage.ringNumber}</RingNumber> ·{' '}
            {i18n._(CLASS_NAMES[cage.classCode])}
          </Text>
        )}
        <Paper withBorder radius="md" px="md" py="sm">
          <Stack gap="xs">
            {RATING_CATEGORIES.map((category) => (
              <ScoreInput
                key={category}
                category={category}
                bounds={scheme[category]}
                value={scores[category]}
                disabled={!cage}
                error={
                  tried && cage && scores[category] === undefined
                    ? t`Bitte wählen Sie eine Punktzahl.`
                    : undefined
                }
                onChange={(value) => setScores((previous) => ({ ...previous, [category]: value }))}
              />
            ))}
          </Stack>
        </Paper>
        <Textarea
          label={t`Grund der Korrektur`}
          description={t`Er steht im Verlauf und in den Änderungen seit der vorläufigen Wertung.`}
          value={reason}
          maxLength={MAX_CORRECTION_REASON_LENGTH}
          autosize
          minRows={2}
          error={tried && reason.trim() === '' ? t`Bitte nennen Sie den Grund.` : undefined}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="space-between" wrap="wrap">
          <Text fw={700} aria-live="polite">
            {complete ? t`Gesamt ${i18n.number(totalOf(scores as Scores))}` : t`Gesamt –`}
          </Text>
          <Button loading={loading} onClick={() => void save()}>
            <Trans>Korrektur speichern</Trans>
          </Button>
        </Group>
      </Stack>
    </section>
  );
}

import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { CLASS_NAMES } from '@shared/classification';
import { MAX_OBJECTION_ANSWER_LENGTH } from '@shared/resultsStatus';
import type { ObjectionFieldsFragment, ObjectionStatus } from '@web/gql/graphql';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { notify } from '@web/lib/feedback/notify';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import { personName } from '@web/lib/text/personName';
import { RingNumber } from '@web/lib/text/RingNumber';
import { useState } from 'react';
import { ANSWER_OBJECTION } from '../graphql/ResultsReview';

export const OBJECTION_STATUS_LABELS: Record<ObjectionStatus, MessageDescriptor> = {
  OPEN: msg`Offen`,
  UPHELD: msg`Stattgegeben`,
  REJECTED: msg`Abgelehnt`,
};

/**
 * Admin: the breeders' objections to the provisional results, the latest first, each answered
 * here: upheld (then the office corrects the judgement below, with its reason) or rejected, with an
 * answer the breeder reads on the show's page and gets by mail. Answered ones may be answered again
 * while the results are provisional.
 */
export function ObjectionList({
  objections,
  final,
}: {
  objections: readonly ObjectionFieldsFragment[];
  final: boolean;
}) {
  return (
    <section aria-labelledby="objections">
      <Title order={2} size="h3" mb="xs" id="objections">
        <Trans>Einsprüche</Trans>
      </Title>
      {objections.length === 0 ? (
        <Text size="sm">
          <Trans>Es liegt kein Einspruch vor.</Trans>
        </Text>
      ) : (
        <Stack gap="sm">
          {objections.map((objection) => (
            <ObjectionItem key={objection.id} objection={objection} final={final} />
          ))}
        </Stack>
      )}
    </section>
  );
}

function ObjectionItem({ objection, final }: { objection: ObjectionFieldsFragment; final: boolean }) {
  const { t, i18n } = useLingui();
  const showTime = useShowTime();
  const [answer, setAnswer] = useState(objection.answer ?? '');
  const [missing, setMissing] = useState(false);
  const [send, { loading }] = useMutation(ANSWER_OBJECTION);
  const open = objection.status === 'OPEN';
  const decide = async (upheld: boolean) => {
    if (answer.trim() === '') {
      setMissing(true);
      return;
    }
    try {
      await send({ variables: { id: objection.id, upheld, answer } });
      notify(i18n, 'success', t`Die Antwort ist gespeichert; der Züchter erhält sie per E-Mail.`);
    } catch (error) {
      notify(i18n, 'failure', i18n._(errorMessage(error)));
    }
  };
  const filedAt = showTime(objection.filedAt, { dateStyle: 'medium', timeStyle: 'short' });
  const breeder = personName(i18n, objection.breeder.shownName);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={t`Einspruch zu Käfig ${objection.cageNumber}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>
            <Trans>Käfig {objection.cageNumber}</Trans> · <RingNumber>{objection.ringNumber}</RingNumber> ·{' '}
            {i18n._(CLASS_NAMES[objection.classCode])}
          </Text>
          <Badge color={open ? 'terracotta.8' : 'ink.7'} variant="filled" tt="none">
            {i18n._(OBJECTION_STATUS_LABELS[objection.status])}
          </Badge>
        </Group>
        <Text size="sm" c="ink.7">
          <Trans>
            Von {breeder}, am {filedAt}
          </Trans>
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{objection.reason}</Text>
        {final ? (
          objection.answer && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              <Trans>Antwort:</Trans> {objection.answer}
            </Text>
          )
        ) : (
          <>
            <Textarea
              label={t`Antwort an den Züchter`}
              value={answer}
              maxLength={MAX_OBJECTION_ANSWER_LENGTH}
              autosize
              minRows={2}
              error={missing && answer.trim() === '' ? t`Bitte schreiben Sie eine Antwort.` : undefined}
              onChange={(event) => {
                setAnswer(event.currentTarget.value);
                setMissing(false);
              }}
            />
            <Group gap="sm">
              <Button variant="light" loading={loading} onClick={() => void decide(true)}>
                <Trans>Stattgeben</Trans>
              </Button>
              <Button variant="default" loading={loading} onClick={() => void decide(false)}>
                <Trans>Ablehnen</Trans>
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

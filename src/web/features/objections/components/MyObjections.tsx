import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { CLASS_NAMES } from '@shared/classification';
import { MAX_OBJECTION_REASON_LENGTH } from '@shared/resultsStatus';
import type { EventDetailFieldsFragment } from '@web/gql/graphql';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { notify } from '@web/lib/feedback/notify';
import { useSession } from '@web/lib/session/SessionContext';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import { useNow } from '@web/lib/ssr/useNow';
import { RingNumber } from '@web/lib/text/RingNumber';
import { useState } from 'react';
import { FILE_OBJECTION, MY_OBJECTIONS } from '../graphql/MyObjections';
import { OBJECTION_STATUS_LABELS } from './ObjectionList';

/**
 * A breeder's objections to a show's provisional results, on the show's page: within the
 * objection period one for any of their caged pigeons, with the reason; each with the office's
 * answer once it came (also by mail). Shown once the show has ended, to breeders with pigeons in it.
 */
export function MyObjections({ event }: { event: EventDetailFieldsFragment & { id: string } }) {
  const { t, i18n } = useLingui();
  const showTime = useShowTime();
  const caged = event.myRegistrations.filter((r) => r.cageId !== null && r.cageId !== undefined);
  const { user } = useSession();
  const { data, refetch } = useQuery(MY_OBJECTIONS, {
    variables: { eventId: event.id },
    fetchPolicy: 'cache-and-network',
    skip: caged.length === 0 || !event.resultsStatus,
  });
  const [file, { loading }] = useMutation(FILE_OBJECTION);
  const [cageId, setCageId] = useState('');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const deadline = event.objectionDeadline ? new Date(event.objectionDeadline) : null;
  const open = useNow(
    (now) => event.resultsStatus === 'PROVISIONAL' && deadline !== null && deadline > now,
    deadline?.getTime(),
  );
  // The office reads every objection with the same query: here only the caller's own.
  const mine = (data?.objections ?? []).filter((o) => o.breeder.id === String(user.id));
  if (caged.length === 0 || !event.resultsStatus) return null;
  const until = deadline ? showTime(deadline, { dateStyle: 'long', timeStyle: 'short' }) : '';
  const submit = async () => {
    setTried(true);
    if (cageId === '' || reason.trim() === '') return;
    try {
      await file({ variables: { eventId: event.id, cageId, reason } });
      notify(
        i18n,
        'success',
        t`Ihr Einspruch ist eingegangen. Die Antwort der Schauleitung erscheint hier und per E-Mail.`,
      );
      setCageId('');
      setReason('');
      setTried(false);
      await refetch().catch(() => undefined);
    } catch (error) {
      notify(i18n, 'failure', i18n._(errorMessage(error)));
    }
  };
  return (
    <section aria-labelledby="objections" id="objections-section">
      <Title order={2} size="h3" mb="xs" id="objections">
        <Trans>Einspruch gegen die Ergebnisse</Trans>
      </Title>
      <Stack gap="sm">
        {event.resultsStatus === 'FINAL' ? (
          <Text size="sm">
            <Trans>Die Ergebnisse sind endgültig.</Trans>
          </Text>
        ) : open ? (
          <>
            <Text size="sm">
              <Trans>
                Die Ergebnisse sind vorläufig. Bis {until} können Sie Einspruch gegen die Wertung einer Ihrer
                Tauben einlegen; die Schauleitung beantwortet ihn.
              </Trans>
            </Text>
            <NativeSelect
              label={t`Taube`}
              value={cageId}
              onChange={(change) => setCageId(change.currentTarget.value)}
              error={tried && cageId === '' ? t`Bitte wählen Sie eine Taube.` : undefined}
              data={[
                { value: '', label: t`Taube wählen` },
                ...caged.map((r) => ({
                  value: r.cageId ?? '',
                  label: `${t`Käfig ${r.cageNumber ?? ''}`} · ${r.ringNumber} · ${i18n._(CLASS_NAMES[r.classCode])}`,
                })),
              ]}
              maw={480}
            />
            <Textarea
              label={t`Begründung`}
              value={reason}
              maxLength={MAX_OBJECTION_REASON_LENGTH}
              autosize
              minRows={3}
              error={tried && reason.trim() === '' ? t`Bitte begründen Sie den Einspruch.` : undefined}
              onChange={(change) => setReason(change.currentTarget.value)}
            />
            <Group>
              <Button loading={loading} onClick={() => void submit()}>
                <Trans>Einspruch einlegen</Trans>
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm">
            <Trans>Die Einspruchsfrist ist abgelaufen.</Trans>
          </Text>
        )}
        {mine.map((objection) => (
          <Paper key={objection.id} withBorder radius="md" p="sm" component="article">
            <Stack gap={4}>
              <Group justify="space-between" wrap="wrap">
                <Text fw={600}>
                  <Trans>Käfig {objection.cageNumber}</Trans> ·{' '}
                  <RingNumber>{objection.ringNumber}</RingNumber>
                </Text>
                <Badge
                  variant="filled"
                  tt="none"
                  color={objection.status === 'OPEN' ? 'terracotta.8' : 'ink.7'}
                >
                  {i18n._(OBJECTION_STATUS_LABELS[objection.status])}
                </Badge>
              </Group>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {objection.reason}
              </Text>
              {objection.answer && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  <Trans>Antwort der Schauleitung:</Trans> {objection.answer}
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

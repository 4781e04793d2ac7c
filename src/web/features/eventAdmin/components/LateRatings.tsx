import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CLASS_NAMES } from '@shared/classification';
import { SKIP_REASON_NAMES } from '@shared/judging';
import type { LateOpStatus } from '@web/gql/graphql';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { confirmedAction } from '@web/lib/dialog/confirmedAction';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { notify } from '@web/lib/feedback/notify';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import { personName } from '@web/lib/text/personName';
import { useState } from 'react';
import { RESOLVE_LATE_JUDGING_OP } from '../graphql/LateJudgingOps';
import { useLateJudgingOps } from '../hooks/useLateJudgingOps';

const STATUS_LABELS: Record<LateOpStatus, MessageDescriptor> = {
  PENDING: msg`Offen`,
  ACCEPTED: msg`Angenommen`,
  REJECTED: msg`Abgelehnt`,
};

/**
 * Admin, after the end: ratings that judges' tablets sent too late (they were offline when the
 * event ended). Accepting one counts it as if it had arrived in time; rejecting keeps it out.
 */
export function LateRatings({ eventId }: { eventId: string }) {
  const { t, i18n } = useLingui();
  const showTime = useShowTime();
  const { ops, refetch, reading } = useLateJudgingOps(eventId);
  // Each decision's answer sets its rating's status in the cache (a late rating is known there by
  // its op id: lib/apollo/appCache.ts), so the list shows it at once. The list is read again once
  // the decisions are made, for what another office changed meanwhile; a read that fails then
  // changes nothing of what was decided. Not after each decision: "accept all" decides one after
  // the other, and a read still in flight when the next decision asked again was shared with it
  // (Apollo sends one request for the same query at a time) and set the last one back to open.
  // For the same reason no decision is sent while the list is being read: a read the server
  // answered before a decision, arriving after it, would set that decision back to open (decision
  // 0037). "Accept all" keeps its dialog busy until that read is back.
  const [resolve, { loading: deciding }] = useMutation(RESOLVE_LATE_JUDGING_OP);
  const busy = deciding || reading;
  const readAgain = () => refetch().catch(() => undefined);
  const [acceptingAll, setAcceptingAll] = useState(false);
  if (ops.length === 0) return null;
  const open = ops.filter((op) => op.status === 'PENDING');
  const openCount = open.length;
  /** Every open one, one after the other; stops at the first refusal and says so. */
  const acceptAll = () =>
    confirmedAction(
      i18n,
      async () => {
        try {
          for (const op of open) await resolve({ variables: { opId: op.opId, accept: true } });
        } finally {
          await readAgain();
        }
      },
      t`Alle offenen Bewertungen zählen jetzt.`,
    );
  const decide = async (opId: string, accept: boolean) => {
    try {
      await resolve({ variables: { opId, accept } });
      notify(i18n, 'success', accept ? t`Die Bewertung zählt jetzt.` : t`Die Bewertung zählt nicht.`);
    } catch (error) {
      notify(i18n, 'failure', i18n._(errorMessage(error)));
    } finally {
      void readAgain();
    }
  };
  return (
    <section aria-labelledby="late-ratings">
      <Title order={2} size="h3" mb="xs" id="late-ratings">
        <Trans>Verspätete Bewertungen</Trans>
      </Title>
      <Text size="sm" mb="sm">
        <Trans>
          Diese Bewertungen kamen nach dem Ende an. Angenommene zählen, als wären sie rechtzeitig gekommen.
          Solange eine offen ist, heißen die Ergebnisse vorläufig.
        </Trans>
      </Text>
      {openCount > 1 && (
        <Group mb="sm">
          <Button variant="light" loading={busy} onClick={() => setAcceptingAll(true)}>
            <Trans>Alle {openCount} offenen annehmen</Trans>
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={acceptingAll}
        title={t`Alle offenen Bewertungen annehmen?`}
        confirmLabel={t`Alle annehmen`}
        onClose={() => setAcceptingAll(false)}
        onConfirm={acceptAll}
      >
        <Text>
          <Plural
            value={openCount}
            one="# Bewertung zählt dann, als wäre sie rechtzeitig gekommen."
            other="# Bewertungen zählen dann, als wären sie rechtzeitig gekommen."
          />
        </Text>
      </ConfirmDialog>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {ops.map((op) => (
          <Paper component="li" key={op.opId} withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Stack gap={2}>
                <Text fw={700}>
                  <Trans>Käfig {op.cageNumber}</Trans> ·{' '}
                  <span style={{ whiteSpace: 'nowrap' }}>{op.ringNumber}</span>
                </Text>
                <Text size="sm">
                  {i18n._(CLASS_NAMES[op.classCode])} ·{' '}
                  {op.kind === 'SKIP' && op.skipReason
                    ? t`Übersprungen: ${i18n._(SKIP_REASON_NAMES[op.skipReason])}`
                    : t`Gesamt ${i18n.number(op.total ?? 0)}`}
                </Text>
                <Text size="sm" c="dimmed">
                  <Trans>
                    {personName(i18n, op.judge.shownName)}, bewertet{' '}
                    <time dateTime={op.clientTime}>
                      {showTime(op.clientTime, { dateStyle: 'short', timeStyle: 'short' })}
                    </time>
                  </Trans>
                </Text>
              </Stack>
              <Group gap="xs">
                <Badge color={op.status === 'PENDING' ? 'terracotta.8' : 'ink.7'} variant="filled" tt="none">
                  {i18n._(STATUS_LABELS[op.status])}
                </Badge>
                {op.status !== 'ACCEPTED' && (
                  <Button size="sm" loading={busy} onClick={() => decide(op.opId, true)}>
                    <Trans>Annehmen</Trans>
                  </Button>
                )}
                {op.status !== 'REJECTED' && (
                  <Button
                    size="sm"
                    variant="outline"
                    color="red.9"
                    loading={busy}
                    onClick={() => decide(op.opId, false)}
                  >
                    <Trans>Ablehnen</Trans>
                  </Button>
                )}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

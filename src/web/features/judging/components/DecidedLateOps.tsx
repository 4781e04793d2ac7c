import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { SKIP_REASON_NAMES } from '@shared/judging';
import type { DecidedLateOp } from '@web/lib/outbox/judgingDb';
import { decisionText } from '../judgingTexts';

/** Late ratings the show office has decided about, newest decision first. */
export function DecidedLateOps({ decided }: { decided: readonly DecidedLateOp[] }) {
  const { t, i18n } = useLingui();
  if (decided.length === 0) return null;
  const title = t`Von der Schauleitung entschieden`;
  const newestFirst = [...decided].sort((a, b) => (b.decidedAt ?? '').localeCompare(a.decidedAt ?? ''));
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title} ({decided.length})
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {newestFirst.map((op) => (
          <Paper component="li" key={op.opId} withBorder radius="md" p="md">
            <Text fw={700}>
              <Trans>Käfig {op.cageNumber}</Trans> ·{' '}
              <span style={{ whiteSpace: 'nowrap' }}>{op.ringNumber}</span>
            </Text>
            <Text size="sm" c="dimmed">
              {op.eventTitle}
            </Text>
            <Text size="sm">
              {op.kind === 'SKIP' && op.skipReason
                ? t`Übersprungen: ${i18n._(SKIP_REASON_NAMES[op.skipReason])}`
                : t`Gesamt ${i18n.number(op.total ?? 0)}`}
            </Text>
            <Text size="sm" fw={600} c={op.status === 'ACCEPTED' ? '#1f6b3a' : 'red.9'}>
              {decisionText(i18n, op)}
            </Text>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { mdiDelete, mdiPencil } from '@mdi/js';
import { CLASS_NAMES } from '@shared/classification';
import { SKIP_REASON_NAMES } from '@shared/judging';
import { paths } from '@web/config/paths';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import type { OutboxEntry } from '@web/lib/outbox/judgingDb';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import { useState } from 'react';
import { Link } from 'react-router';
import { refusalText } from '../judgingTexts';

/** After this many server failures on an op sent alone, its entry says why it still waits. */
const FAILURES_SHOWN = 3;

interface OutboxEntriesProps {
  title: string;
  /** What the list holds, in a sentence, under its title. */
  description?: string;
  entries: readonly OutboxEntry[];
  /** Whether a refused op can be edited and sent again (its event still takes ratings). */
  canEdit?: (entry: OutboxEntry) => boolean;
  onDiscard?: (entry: OutboxEntry) => Promise<void>;
}

/**
 * A list of unsent ops; refused ones show the server's reason and can be discarded, and edited
 * while their event takes ratings; late ones say that the show office decides.
 */
export function OutboxEntries({ title, description, entries, canEdit, onDiscard }: OutboxEntriesProps) {
  const { t, i18n } = useLingui();
  const showTime = useShowTime();
  const locale = useLocale();
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  if (entries.length === 0) return null;
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title} ({entries.length})
      </Title>
      {description && (
        <Text size="sm" mb="sm">
          {description}
        </Text>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map((entry) => (
          <Paper component="li" key={entry.opId} withBorder radius="md" p="md">
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={700}>
                  <Trans>Käfig {entry.cageNumber}</Trans> ·{' '}
                  <span style={{ whiteSpace: 'nowrap' }}>{entry.ringNumber}</span>
                </Text>
                <Text size="sm" c="dimmed">
                  {entry.eventTitle} · {i18n._(CLASS_NAMES[entry.classCode])}
                </Text>
              </Group>
              <Text size="sm">
                {entry.kind === 'SKIP' && entry.skipReason
                  ? t`Übersprungen: ${i18n._(SKIP_REASON_NAMES[entry.skipReason])}`
                  : t`Gesamt ${i18n.number(entry.total ?? 0)}`}
                {' · '}
                <time dateTime={entry.clientTime}>{showTime(entry.clientTime, { timeStyle: 'short' })}</time>
              </Text>
              {entry.status === 'rejected' && entry.refusal && (
                <Text size="sm" c="red.9">
                  {refusalText(i18n, entry.refusal)}
                </Text>
              )}
              {entry.status === 'late' && (
                <Text size="sm">
                  <Trans>Bei der Schauleitung eingegangen, wartet auf Entscheidung.</Trans>
                </Text>
              )}
              {entry.status === 'pending' && entry.attempts > 0 && (
                <Text size="sm" c="dimmed">
                  <Plural
                    value={entry.attempts}
                    one="# Versuch ohne Antwort; es wird weiter versucht."
                    other="# Versuche ohne Antwort; es wird weiter versucht."
                  />
                </Text>
              )}
              {entry.status === 'pending' && entry.isolated && entry.serverFailures >= FAILURES_SHOWN && (
                <Text size="sm" c="red.9">
                  <Trans>
                    Der Server konnte diese Bewertung mehrmals nicht annehmen ({entry.lastFailure}). Sie wird
                    allein weiter versucht; die übrigen werden gesendet.
                  </Trans>
                </Text>
              )}
              {onDiscard && (
                <Group gap="sm" mt={4}>
                  {canEdit?.(entry) && (
                    <Button
                      component={Link}
                      to={paths.judgeCage.href(locale, { eventId: entry.eventId, cageId: entry.cageId })}
                      variant="light"
                      leftSection={<Icon path={mdiPencil} />}
                    >
                      <Trans>Bearbeiten und erneut senden</Trans>
                    </Button>
                  )}
                  <Button
                    variant="outline"
                    color="red.9"
                    leftSection={<Icon path={mdiDelete} />}
                    onClick={() => setDiscarding(entry)}
                  >
                    <Trans>Verwerfen</Trans>
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <ConfirmDialog
        opened={discarding !== null}
        title={t`Bewertung verwerfen?`}
        confirmLabel={t`Verwerfen`}
        danger
        onClose={() => setDiscarding(null)}
        onConfirm={async () => {
          if (discarding && onDiscard) await onDiscard(discarding);
          return null;
        }}
      >
        <Text>
          <Trans>
            Die abgelehnte Bewertung von Käfig {discarding?.cageNumber} wird von diesem Gerät gelöscht. Das
            lässt sich nicht rückgängig machen.
          </Trans>
        </Text>
      </ConfirmDialog>
    </section>
  );
}

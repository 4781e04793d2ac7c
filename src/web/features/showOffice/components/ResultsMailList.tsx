import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, type ButtonProps, Group, List, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { EventResultsMailsQuery, ResultsMailState } from '@web/gql/graphql';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { confirmedAction } from '@web/lib/dialog/confirmedAction';
import { notify } from '@web/lib/feedback/notify';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import { useState } from 'react';
import {
  RESEND_FAILED_RESULTS_MAILS,
  RESEND_RESULTS_MAIL,
  SEND_UPDATED_RESULTS,
} from '../graphql/ShowOffice';
import { Total } from './Total';

type MailList = EventResultsMailsQuery['eventResultsMails'];
type Mail = MailList['mails'][number];

const STATE_LABELS: Record<ResultsMailState, MessageDescriptor> = {
  WAITING: msg`Wird gesendet`,
  SENT: msg`Gesendet`,
  RETRYING: msg`Neuer Versuch folgt`,
  FAILED: msg`Fehlgeschlagen`,
};
// White text on each colour has at least 4.5:1 contrast (as the cage states' badges).
const STATE_COLORS: Record<ResultsMailState, string> = {
  WAITING: 'ink.6',
  SENT: '#1f6b3a',
  RETRYING: 'terracotta.8',
  FAILED: 'red.9',
};

/**
 * Admin: each breeder's results mail of an ended event (docs/domain.md, Results mails): how many
 * went out, why one failed, a breeder's mail sent again, and "updated results" to the breeders
 * whose results an accepted late rating changed.
 */
export function ResultsMailList({ list, ended }: { list: MailList; ended: boolean }) {
  const { t, i18n } = useLingui();
  const [resending, setResending] = useState<Mail | null>(null);
  const [updating, setUpdating] = useState(false);
  const refetch = { refetchQueries: ['EventResultsMails'], awaitRefetchQueries: true };
  const [resend] = useMutation(RESEND_RESULTS_MAIL, refetch);
  const [sendUpdated] = useMutation(SEND_UPDATED_RESULTS, refetch);
  const [resendFailed] = useMutation(RESEND_FAILED_RESULTS_MAILS, refetch);
  const [resendingFailed, setResendingFailed] = useState(false);
  const changed = list.mails.filter((mail) => mail.changed);
  const changedCount = changed.length;
  const failedCount = list.failedCount;
  const resendingName = resending?.breeder.shownName ?? '';
  const run = (action: () => Promise<unknown>, done: string) => confirmedAction(i18n, action, done);

  if (!ended)
    return (
      <Text>
        <Trans>
          Sobald das Event beendet ist, erhält jeder Züchter mit Tauben darin seine Ergebnisse per E-Mail.
          Hier sehen Sie dann, welche Mails hinausgegangen sind.
        </Trans>
      </Text>
    );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Total label={t`Gesendet`} value={list.sentCount} />
        <Total label={t`Ausstehend`} value={list.pendingCount} />
        <Total label={t`Fehlgeschlagen`} value={list.failedCount} />
        <Total label={t`Ergebnisse geändert`} value={list.changedCount} />
      </SimpleGrid>
      {list.failedCount > 0 && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text>
            <Plural
              value={failedCount}
              one="# Mail ging nach zehn Versuchen nicht hinaus (der Mailserver war nicht erreichbar oder hat sie abgelehnt)."
              other="# Mails gingen nach zehn Versuchen nicht hinaus (der Mailserver war nicht erreichbar oder hat sie abgelehnt)."
            />
          </Text>
          <Button
            variant="light"
            loading={resendingFailed}
            onClick={async () => {
              setResendingFailed(true);
              const failure = await run(
                () => resendFailed({ variables: { eventId: list.eventId } }),
                t`Die Mails werden gesendet.`,
              );
              setResendingFailed(false);
              if (failure) notify(i18n, 'failure', i18n._(failure));
            }}
          >
            <Trans>Fehlgeschlagene erneut senden</Trans>
          </Button>
        </Group>
      )}
      {changedCount > 0 ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text>
            <Plural
              value={changedCount}
              one="Die Ergebnisse von # Züchter haben sich nach seiner Mail geändert (eine nachträgliche Bewertung wurde angenommen)."
              other="Die Ergebnisse von # Züchtern haben sich nach ihrer Mail geändert (nachträgliche Bewertungen wurden angenommen)."
            />
          </Text>
          <Button onClick={() => setUpdating(true)}>
            <Trans>Aktualisierte Ergebnisse senden</Trans>
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="ink.7">
          <Trans>
            Eine angenommene nachträgliche Bewertung sendet nichts von selbst: Hier senden Sie dann den
            betroffenen Züchtern aktualisierte Ergebnisse.
          </Trans>
        </Text>
      )}
      {list.mails.length === 0 ? (
        <Text c="ink.7">
          <Trans>Niemand hatte Tauben in diesem Event; es gibt keine Ergebnis-Mails.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label={t`Ergebnis-Mails je Züchter`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Züchter`}</Table.Th>
                <Table.Th>{t`Stand`}</Table.Th>
                <Table.Th visibleFrom="sm">{t`Aktion`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.mails.map((mail) => {
                const name = mail.breeder.shownName;
                return (
                  <Table.Tr key={mail.breeder.id}>
                    <Table.Td>
                      <Text fw={600}>{name}</Text>
                      <Text size="xs" c="ink.7" style={{ overflowWrap: 'anywhere' }}>
                        {mail.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        <Badge color={STATE_COLORS[mail.state]} variant="filled" radius="sm" tt="none">
                          {i18n._(STATE_LABELS[mail.state])}
                        </Badge>
                        {mail.kind === 'UPDATED' && (
                          <Badge color="blue.9" variant="outline" radius="sm" tt="none">
                            <Trans>Aktualisiert</Trans>
                          </Badge>
                        )}
                        {mail.changed && (
                          <Badge color="terracotta.8" variant="outline" radius="sm" tt="none">
                            <Trans>Ergebnisse geändert</Trans>
                          </Badge>
                        )}
                      </Group>
                      <MailDetails mail={mail} />
                      {/* On a phone the action sits under the state: three columns do not fit. */}
                      <ResendButton mail={mail} onClick={setResending} hiddenFrom="sm" mt={6} />
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <ResendButton mail={mail} onClick={setResending} />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={resending !== null}
        title={t`Ergebnis-Mail erneut senden?`}
        confirmLabel={t`Erneut senden`}
        onClose={() => setResending(null)}
        onConfirm={async () => {
          if (!resending) return null;
          const breederId = resending.breeder.id;
          return run(
            () => resend({ variables: { eventId: list.eventId, breederId } }),
            t`Die Mail wird gesendet.`,
          );
        }}
      >
        <Text>
          <Trans>{resendingName} erhält seine Ergebnisse noch einmal, so wie sie jetzt sind.</Trans>
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={updating}
        title={t`Aktualisierte Ergebnisse senden?`}
        confirmLabel={t`Senden`}
        onClose={() => setUpdating(false)}
        onConfirm={() =>
          run(() => sendUpdated({ variables: { eventId: list.eventId } }), t`Die Mails werden gesendet.`)
        }
      >
        <Text>
          <Trans>Diese Züchter erhalten ihre Ergebnisse nach dem neuesten Stand:</Trans>
        </Text>
        <List size="sm">
          {changed.map((mail) => (
            <List.Item key={mail.breeder.id}>{mail.breeder.shownName}</List.Item>
          ))}
        </List>
      </ConfirmDialog>
    </Stack>
  );
}

/** Queues the breeder's mail again (after a confirmation); not while it is on its way. */
function ResendButton({
  mail,
  onClick,
  ...layout
}: { mail: Mail; onClick: (mail: Mail) => void } & Pick<ButtonProps, 'hiddenFrom' | 'mt'>) {
  const { t } = useLingui();
  const name = mail.breeder.shownName;
  return (
    <Button
      size="xs"
      variant="light"
      aria-label={t`${name}: Ergebnis-Mail erneut senden`}
      // While a first try is on its way there is nothing to send again; a retry may be hastened.
      disabled={mail.state === 'WAITING'}
      onClick={() => onClick(mail)}
      {...layout}
    >
      <Trans>Erneut senden</Trans>
    </Button>
  );
}

/** When it went out, or why the last try failed. */
function MailDetails({ mail }: { mail: Mail }) {
  const showTime = useShowTime();
  if (mail.sentAt) {
    const when = showTime(mail.sentAt, { dateStyle: 'medium', timeStyle: 'short' });
    const count = mail.sentCount;
    return (
      <Text size="xs" c="ink.7">
        <time dateTime={mail.sentAt}>{when}</time>
        {count > 1 && (
          <>
            {' · '}
            <Plural value={count} one="# Mal gesendet" other="# Mal gesendet" />
          </>
        )}
      </Text>
    );
  }
  if (!mail.lastError) return null;
  const attempts = mail.attempts;
  const reason = mail.lastError;
  return (
    <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
      <Plural value={attempts} one="# Versuch" other="# Versuche" />: {reason}
    </Text>
  );
}

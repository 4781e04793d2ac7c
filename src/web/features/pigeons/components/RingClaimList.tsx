import { useMutation, useQuery } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { MAX_CLAIM_TEXT_LENGTH } from '@shared/ringClaims';
import type { RingClaimFieldsFragment } from '@web/gql/graphql';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { confirmedAction } from '@web/lib/dialog/confirmedAction';
import { personName } from '@web/lib/text/personName';
import { RingNumber } from '@web/lib/text/RingNumber';
import { useState } from 'react';
import { REJECT_RING_CLAIM, RING_CLAIMS, TRANSFER_RING_CLAIM } from '../graphql/RingClaims';
import { RING_CLAIM_STATUS_COLORS, RING_CLAIM_STATUS_LABELS } from '../ringClaimLabels';

type Decision = { claim: RingClaimFieldsFragment; kind: 'transfer' | 'reject' };

/**
 * Admin: the rings breeders reported as theirs though another breeder's pigeon holds them, open
 * ones first; each is decided by giving the pigeon to the claimant or rejecting it with a reason.
 */
export function RingClaimList() {
  const { t, i18n } = useLingui();
  const { data, loading } = useQuery(RING_CLAIMS, { fetchPolicy: 'cache-and-network' });
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [text, setText] = useState('');
  const refetch = { refetchQueries: ['RingClaims'], awaitRefetchQueries: true };
  const [transfer] = useMutation(TRANSFER_RING_CLAIM, refetch);
  const [reject] = useMutation(REJECT_RING_CLAIM, refetch);
  const claims = data?.ringClaims ?? [];
  const decide = (claim: RingClaimFieldsFragment, kind: Decision['kind']) => {
    setText('');
    setDeciding({ claim, kind });
  };
  if (!data && loading) return null;
  if (claims.length === 0)
    return (
      <Text c="ink.7">
        <Trans>Keine Meldungen.</Trans>
      </Text>
    );
  const ring = deciding?.claim.ringNumber ?? '';
  const claimant = deciding ? personName(i18n, deciding.claim.claimant.shownName) : '';
  return (
    <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {claims.map((claim) => {
        const name = personName(i18n, claim.claimant.shownName);
        const holderName = claim.holder ? personName(i18n, claim.holder.shownName) : t`ehemaliges Mitglied`;
        const holder = claim.holderEmail ? `${holderName} (${claim.holderEmail})` : holderName;
        const from = claim.claimantEmail ? `${name} (${claim.claimantEmail})` : name;
        const day = i18n.date(claim.createdAt, { dateStyle: 'medium' });
        const { message, reason } = claim;
        return (
          <Card component="li" withBorder key={claim.id} padding="md">
            <Group gap="xs" wrap="wrap" mb={4}>
              <Text fw={700}>
                <RingNumber>{claim.ringNumber}</RingNumber>
              </Text>
              <Badge color={RING_CLAIM_STATUS_COLORS[claim.status]} variant="filled" radius="sm" tt="none">
                {i18n._(RING_CLAIM_STATUS_LABELS[claim.status])}
              </Badge>
            </Group>
            <Text size="sm">
              <Trans>
                Gemeldet am {day} von {from}; Halter beim Melden: {holder}.
              </Trans>
            </Text>
            {message && (
              <Text size="sm">
                <Trans>Nachricht: {message}</Trans>
              </Text>
            )}
            {reason && (
              <Text size="sm">
                <Trans>Begründung: {reason}</Trans>
              </Text>
            )}
            {claim.status === 'OPEN' && (
              <Group gap="xs" mt="sm">
                <Button size="xs" onClick={() => decide(claim, 'transfer')}>
                  <Trans>Taube übertragen</Trans>
                </Button>
                <Button size="xs" variant="light" color="ink" onClick={() => decide(claim, 'reject')}>
                  <Trans>Ablehnen</Trans>
                </Button>
              </Group>
            )}
          </Card>
        );
      })}
      <ConfirmDialog
        opened={deciding !== null}
        title={deciding?.kind === 'reject' ? t`Meldung ablehnen?` : t`Taube übertragen?`}
        confirmLabel={deciding?.kind === 'reject' ? t`Ablehnen` : t`Übertragen`}
        danger={deciding?.kind === 'reject'}
        onClose={() => setDeciding(null)}
        onConfirm={async (): Promise<MessageDescriptor | null> => {
          if (!deciding) return null;
          const id = deciding.claim.id;
          if (deciding.kind === 'reject') {
            if (text.trim() === '') return msg`Bitte geben Sie eine Begründung ein.`;
            return confirmedAction(
              i18n,
              () => reject({ variables: { id, reason: text } }),
              t`Meldung abgelehnt.`,
            );
          }
          return confirmedAction(
            i18n,
            () => transfer({ variables: { id, note: text.trim() || null } }),
            t`Taube übertragen.`,
          );
        }}
      >
        <Text>
          {deciding?.kind === 'reject' ? (
            <Trans>
              {claimant} sieht die Begründung auf der Seite „Meine Tauben“; die Taube {ring} bleibt, wo sie
              ist.
            </Trans>
          ) : (
            <Trans>
              Die Taube {ring} wird mit ihren Preisflügen zu {claimant} verschoben und von Schauen abgemeldet,
              deren Anmeldung noch offen ist.
            </Trans>
          )}
        </Text>
        <Textarea
          label={deciding?.kind === 'reject' ? t`Begründung` : t`Notiz (freiwillig)`}
          required={deciding?.kind === 'reject'}
          autosize
          minRows={2}
          maxLength={MAX_CLAIM_TEXT_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </ConfirmDialog>
    </Stack>
  );
}

import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { RingNumber } from '@web/lib/text/RingNumber';
import { MY_RING_CLAIMS } from '../graphql/RingClaims';
import { RING_CLAIM_STATUS_COLORS, RING_CLAIM_STATUS_LABELS } from '../ringClaimLabels';

/** Breeder: the rings they reported to the show office and what it decided. Nothing without any. */
export function MyRingClaims() {
  const { t, i18n } = useLingui();
  const { data } = useQuery(MY_RING_CLAIMS, { fetchPolicy: 'cache-and-network' });
  const claims = data?.myRingClaims ?? [];
  if (claims.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="my-ring-claims" mt="xl">
      <Title order={2} size="h3" id="my-ring-claims" mb="sm">
        <Trans>Gemeldete Ringnummern</Trans>
      </Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {claims.map((claim) => {
          const day = i18n.date(claim.createdAt, { dateStyle: 'medium' });
          const reason = claim.reason;
          return (
            <li key={claim.id}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600}>
                  <RingNumber>{claim.ringNumber}</RingNumber>
                </Text>
                <Badge color={RING_CLAIM_STATUS_COLORS[claim.status]} variant="filled" radius="sm" tt="none">
                  {i18n._(RING_CLAIM_STATUS_LABELS[claim.status])}
                </Badge>
              </Group>
              <Text size="sm" c="ink.7">
                {claim.status === 'OPEN' && t`Gemeldet am ${day}; die Schauleitung prüft es.`}
                {claim.status === 'TRANSFERRED' && t`Die Taube ist jetzt Ihre und steht in Ihrer Liste.`}
                {claim.status === 'REJECTED' && t`Die Schauleitung hat die Meldung abgelehnt.`}
              </Text>
              {reason && (
                <Text size="sm">
                  <Trans>Begründung der Schauleitung: {reason}</Trans>
                </Text>
              )}
            </li>
          );
        })}
      </Stack>
    </Card>
  );
}

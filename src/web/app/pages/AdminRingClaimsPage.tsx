import { Trans, useLingui } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import { RingClaimList } from '@web/features/pigeons/components/RingClaimList';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

export function AdminRingClaimsPage() {
  const { t } = useLingui();
  usePageTitle(t`Gemeldete Ringnummern`);
  return (
    <PageContainer>
      <Title order={1}>
        <Trans>Gemeldete Ringnummern</Trans>
      </Title>
      <Text mt="xs" mb="lg">
        <Trans>
          Züchter melden hier Ringnummern, die ihnen gehören, aber schon bei der Taube eines anderen Züchters
          eingetragen sind. Übertragen Sie die Taube, oder lehnen Sie die Meldung mit einer Begründung ab; der
          Züchter sieht die Entscheidung bei seinen Tauben.
        </Trans>
      </Text>
      <RingClaimList />
    </PageContainer>
  );
}

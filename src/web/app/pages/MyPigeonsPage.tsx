import { Trans, useLingui } from '@lingui/react/macro';
import { Text, Title } from '@mantine/core';
import { comingSeason } from '@shared/classification';
import { MyRingClaims } from '@web/features/pigeons/components/MyRingClaims';
import { PigeonManager } from '@web/features/pigeons/components/PigeonManager';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

export function MyPigeonsPage() {
  const { t } = useLingui();
  usePageTitle(t`Meine Tauben`);
  const season = comingSeason(new Date());
  return (
    <PageContainer>
      <Title order={1}>
        <Trans>Meine Tauben</Trans>
      </Title>
      <Text mt="xs" mb="lg">
        <Trans>
          Ihre Tauben mit der Klasse, in der sie {season} ausgestellt würden, und dem Grund dafür: Preis-km,
          Preise und Kilometer im Vorjahr.
        </Trans>
      </Text>
      <PigeonManager season={season} />
      <MyRingClaims />
    </PageContainer>
  );
}

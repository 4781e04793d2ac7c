import { Trans, useLingui } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import { ImpressumContent } from '@web/features/legal/components/ImpressumContent';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

export function ImpressumPage() {
  const { t } = useLingui();
  usePageTitle(t`Impressum`);
  return (
    <PageContainer narrow>
      <Title order={1} mb="lg">
        <Trans>Impressum</Trans>
      </Title>
      <ImpressumContent />
    </PageContainer>
  );
}

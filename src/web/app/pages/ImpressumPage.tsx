import { Trans, useLingui } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import { ImpressumContent } from '@web/features/legal/components/ImpressumContent';
import { pageTitle, usePageTitle } from '@web/lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

export function ImpressumPage() {
  const { i18n } = useLingui();
  usePageTitle(pageTitle(i18n, 'impressum'));
  return (
    <PageContainer narrow>
      <Title order={1} mb="lg">
        <Trans>Impressum</Trans>
      </Title>
      <ImpressumContent />
    </PageContainer>
  );
}

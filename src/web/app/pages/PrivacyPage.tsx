import { Trans, useLingui } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import { PrivacyContent } from '@web/features/legal/components/PrivacyContent';
import { pageTitle, usePageTitle } from '@web/lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

export function PrivacyPage() {
  const { i18n } = useLingui();
  usePageTitle(pageTitle(i18n, 'privacy'));
  return (
    <PageContainer narrow>
      <Title order={1} mb="lg">
        <Trans>Datenschutzerklärung</Trans>
      </Title>
      <PrivacyContent />
    </PageContainer>
  );
}

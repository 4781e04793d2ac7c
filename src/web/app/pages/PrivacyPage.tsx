import { Trans, useLingui } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import { PrivacyContent } from '@web/features/legal/components/PrivacyContent';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

export function PrivacyPage() {
  const { t } = useLingui();
  usePageTitle(t`Datenschutz`);
  return (
    <PageContainer narrow>
      <Title order={1} mb="lg">
        <Trans>Datenschutzerklärung</Trans>
      </Title>
      <PrivacyContent />
    </PageContainer>
  );
}

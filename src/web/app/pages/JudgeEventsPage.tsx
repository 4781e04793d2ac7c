import { Trans, useLingui } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import { JudgeEventList } from '@web/features/judging/components/JudgeEventList';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

export function JudgeEventsPage() {
  const { t } = useLingui();
  usePageTitle(t`Zugewiesene Events`);
  return (
    <PageContainer narrow>
      <Title order={1} mb="lg">
        <Trans>Zugewiesene Events</Trans>
      </Title>
      <JudgeEventList />
    </PageContainer>
  );
}

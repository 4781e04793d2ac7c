import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { InstallOffer } from '@web/features/judging/components/InstallOffer';
import { JudgeEventList } from '@web/features/judging/components/JudgeEventList';
import { JudgingNotices } from '@web/features/judging/components/JudgingNotices';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

export function JudgeEventsPage() {
  const { t } = useLingui();
  usePageTitle(t`Zugewiesene Events`);
  return (
    <PageContainer narrow>
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Zugewiesene Events</Trans>
        </Title>
        <JudgingNotices />
        <JudgeEventList />
        {/* Last: the browser's offer comes a moment after the page, and would push the list down. */}
        <InstallOffer />
      </Stack>
    </PageContainer>
  );
}

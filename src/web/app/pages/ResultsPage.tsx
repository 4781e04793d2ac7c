import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { ResultEventList } from '../../features/results/components/ResultEventList';
import { ResultToolbar } from '../../features/results/components/ResultToolbar';
import { useResultEvents } from '../../features/results/hooks/useResultEvents';
import { resultEventsCsv } from '../../features/results/resultsCsv';
import { csvFileName } from '../../features/results/resultTexts';
import { downloadText } from '../../lib/csv/csv';
import { usePageTitle } from '../../lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

/** How many ended events the results page lists. */
const LATEST = 20;

export function ResultsPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Ergebnisse`);
  const { items, loading, error, refetch } = useResultEvents(LATEST);
  const download = () =>
    items && downloadText(resultEventsCsv(i18n, items), csvFileName(i18n, msg`Ergebnisse`));
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>
            <Trans>Ergebnisse</Trans>
          </Title>
          <Text mt="xs" maw={720}>
            <Trans>
              Die Ergebnisse der beendeten Schauen, die neueste zuerst: Schausieger, Klassenlisten,
              Käfigkarten und die Wertung der Züchter.
            </Trans>
          </Text>
        </div>
        {items && items.length > 0 && <ResultToolbar onDownload={download} />}
        <ResultEventList
          items={items}
          loading={loading}
          failed={Boolean(error)}
          onRetry={() => void refetch()}
          headingOrder={2}
        />
      </Stack>
    </PageContainer>
  );
}

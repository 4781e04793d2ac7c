import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { ResultEventList } from '@web/features/results/components/ResultEventList';
import { ResultToolbar } from '@web/features/results/components/ResultToolbar';
import { useResultEvents } from '@web/features/results/hooks/useResultEvents';
import { resultEventsCsv } from '@web/features/results/resultsCsv';
import { csvFileName } from '@web/features/results/resultTexts';
import { DataAsOf } from '@web/lib/feedback/DataAsOf';
import { pageTitle, usePageTitle } from '@web/lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

/** How many ended events the results page lists. */
const LATEST = 20;

export function ResultsPage() {
  const { i18n } = useLingui();
  usePageTitle(pageTitle(i18n, 'results'));
  const { items, fetchedAt, loading, error, refetch } = useResultEvents(LATEST);
  const download = () => ({
    text: resultEventsCsv(i18n, items ?? []),
    fileName: csvFileName(i18n, msg`Ergebnisse`),
  });
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
        <DataAsOf fetchedAt={fetchedAt} failed={Boolean(error)} />
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

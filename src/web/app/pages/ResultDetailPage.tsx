import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { ChampionSummary } from '@web/features/results/components/ChampionSummary';
import { ResultToolbar } from '@web/features/results/components/ResultToolbar';
import { ResultViewLinks } from '@web/features/results/components/ResultViewLinks';
import { RESULT_SUMMARY } from '@web/features/results/graphql/ResultSummary';
import { summaryCsv } from '@web/features/results/resultsCsv';
import { csvFileName, RESULT_VIEW_LABELS } from '@web/features/results/resultTexts';
import { ResultsView } from './ResultsFrame';

export function ResultDetailPage() {
  const { i18n } = useLingui();
  return (
    <ResultsView view="summary" document={RESULT_SUMMARY}>
      {(results, eventId) => (
        <Stack gap="xl">
          <ResultToolbar
            onDownload={() => ({
              text: summaryCsv(i18n, results),
              fileName: csvFileName(i18n, RESULT_VIEW_LABELS.summary, results.event.title),
            })}
          />
          <ChampionSummary summary={results} />
          <ResultViewLinks eventId={eventId} />
        </Stack>
      )}
    </ResultsView>
  );
}

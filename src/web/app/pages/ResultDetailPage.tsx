import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { ChampionSummary } from '../../features/results/components/ChampionSummary';
import { ResultToolbar } from '../../features/results/components/ResultToolbar';
import { ResultViewLinks } from '../../features/results/components/ResultViewLinks';
import { RESULT_SUMMARY } from '../../features/results/graphql/ResultSummary';
import { summaryCsv } from '../../features/results/resultsCsv';
import { csvFileName, RESULT_VIEW_LABELS } from '../../features/results/resultTexts';
import { downloadText } from '../../lib/csv/csv';
import { ResultsView } from './ResultsFrame';

export function ResultDetailPage() {
  const { i18n } = useLingui();
  return (
    <ResultsView view="summary" document={RESULT_SUMMARY}>
      {(results, eventId) => (
        <Stack gap="xl">
          <ResultToolbar
            onDownload={() =>
              downloadText(
                summaryCsv(i18n, results),
                csvFileName(i18n, RESULT_VIEW_LABELS.summary, results.event.title),
              )
            }
          />
          <ChampionSummary summary={results} />
          <ResultViewLinks eventId={eventId} />
        </Stack>
      )}
    </ResultsView>
  );
}

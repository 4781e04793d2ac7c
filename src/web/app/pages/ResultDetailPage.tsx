import { Stack } from '@mantine/core';
import { ChampionSummary } from '@web/features/results/components/ChampionSummary';
import { ResultCorrections } from '@web/features/results/components/ResultCorrections';
import { ResultToolbar } from '@web/features/results/components/ResultToolbar';
import { ResultViewLinks } from '@web/features/results/components/ResultViewLinks';
import { RESULT_SUMMARY } from '@web/features/results/graphql/ResultSummary';
import { ResultsView } from './ResultsFrame';

export function ResultDetailPage() {
  return (
    <ResultsView view="summary" document={RESULT_SUMMARY}>
      {(results, eventId) => (
        <Stack gap="xl">
          <ResultToolbar />
          <ChampionSummary summary={results} />
          <ResultViewLinks eventId={eventId} />
          {results.event.resultsStatus && <ResultCorrections corrections={results.corrections} />}
        </Stack>
      )}
    </ResultsView>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ChampionSummary } from '../../features/results/components/ChampionSummary';
import { ResultToolbar } from '../../features/results/components/ResultToolbar';
import { ResultViewLinks } from '../../features/results/components/ResultViewLinks';
import { RESULT_SUMMARY } from '../../features/results/graphql/ResultSummary';
import { useEventResults } from '../../features/results/hooks/useEventResults';
import { summaryCsv } from '../../features/results/resultsCsv';
import { csvFileName, RESULT_VIEW_LABELS } from '../../features/results/resultTexts';
import { downloadText } from '../../lib/csv/csv';
import { ResultsFrame } from './ResultsFrame';

export function ResultDetailPage() {
  const { i18n } = useLingui();
  const { resultId = '' } = useParams();
  const { data, loading, failure, error, stale, refetch } = useEventResults(RESULT_SUMMARY, resultId);
  const results = data?.eventResults;
  return (
    <ResultsFrame
      view="summary"
      eventId={resultId}
      event={results?.event}
      loading={loading}
      failure={failure}
      error={error}
      stale={stale}
      onRetry={() => void refetch()}
    >
      {results && (
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
          <ResultViewLinks eventId={resultId} />
        </Stack>
      )}
    </ResultsFrame>
  );
}

import { useParams } from 'react-router';
import { BestBreederRanking } from '../../features/results/components/BestBreederRanking';
import { RESULT_BEST_BREEDERS } from '../../features/results/graphql/ResultBestBreeders';
import { useEventResults } from '../../features/results/hooks/useEventResults';
import { ResultsFrame } from './ResultsFrame';

export function ResultBestBreederPage() {
  const { resultId = '' } = useParams();
  const { data, loading, failure, error, stale, refetch } = useEventResults(RESULT_BEST_BREEDERS, resultId);
  const results = data?.eventResults;
  return (
    <ResultsFrame
      view="bestBreeder"
      eventId={resultId}
      event={results?.event}
      loading={loading}
      failure={failure}
      error={error}
      stale={stale}
      onRetry={() => void refetch()}
    >
      {results && <BestBreederRanking rows={results.bestBreeders} eventTitle={results.event.title} />}
    </ResultsFrame>
  );
}

import { useParams } from 'react-router';
import { BreederResults } from '../../features/results/components/BreederResults';
import { RESULT_BREEDERS } from '../../features/results/graphql/ResultBreeders';
import { useEventResults } from '../../features/results/hooks/useEventResults';
import { ResultsFrame } from './ResultsFrame';

export function ResultBreedersPage() {
  const { resultId = '' } = useParams();
  const { data, loading, failure, error, stale, refetch } = useEventResults(RESULT_BREEDERS, resultId);
  const results = data?.eventResults;
  return (
    <ResultsFrame
      view="breeders"
      eventId={resultId}
      event={results?.event}
      loading={loading}
      failure={failure}
      error={error}
      stale={stale}
      onRetry={() => void refetch()}
    >
      {results && <BreederResults breeders={results.breeders} eventTitle={results.event.title} />}
    </ResultsFrame>
  );
}
